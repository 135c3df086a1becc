import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './form-focus.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field of the named form, after the next frame', async () => {
    document.body.innerHTML = `
      <form name="other"><input id="elsewhere" aria-invalid="true" /></form>
      <form name="project">
        <input id="fine" aria-invalid="false" />
        <input id="first" aria-invalid="true" />
        <textarea id="second" aria-invalid="true"></textarea>
      </form>`;
    focusFirstInvalid('project');
    expect(document.activeElement?.id).not.toBe('first');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.id).toBe('first');
  });

  it('does nothing when no field has an error', async () => {
    document.body.innerHTML = '<form name="project"><input id="fine" /></form>';
    focusFirstInvalid('project');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });
});
