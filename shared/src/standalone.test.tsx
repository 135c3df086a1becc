// A remote on its own starts like the shell: it waits for the persisted slices at most the spec's 5000 ms
// (spec §4, §9), at its own call of rehydrate, then renders with whatever it has.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abodeStore, rehydratedAtom } from './core.ts';
import { defineSection } from './section/manifest.ts';
import { startStandalone } from './standalone.tsx';

const render = vi.hoisted(() => vi.fn());
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render }) }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('startStandalone', () => {
  it('gives storage that never answers 5000 ms, then renders with the defaults', async () => {
    vi.useFakeTimers();
    // Storage that hangs (a locked-down browser): only the time-out ends the wait.
    vi.stubGlobal('localStorage', { getItem: () => new Promise(() => {}), setItem() {}, removeItem() {} });
    document.body.innerHTML = '<div id="root"></div>';
    abodeStore.set(rehydratedAtom, false);
    let started = false;
    void startStandalone({
      title: 'mf-test',
      section: defineSection({ name: 'mf_test', pages: { list: '/test' }, texts: { en: {} } }),
      routes: [],
    }).then(() => {
      started = true;
    });

    await vi.advanceTimersByTimeAsync(4999);
    expect(abodeStore.get(rehydratedAtom)).toBe(false);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(abodeStore.get(rehydratedAtom)).toBe(true);
    expect(started).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
