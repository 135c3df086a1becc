// The SEO description warning of the project form, as spec §5 gives it: a meta description of 50 to 160
// characters (counted as a reader counts them, blanks around it ignored), a blank one not warned about, and the
// warning's text word for word. Numbers and text are written out here, not read from SEO_LIMITS or MESSAGES, so
// a change to the rule or the text where the form gets them fails this test.
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formAnswers, signIn } from '../test/fixtures.ts';
import { ProjectForm } from './ProjectForm.tsx';

const WARNING = 'Meta description should be between 50 and 160 characters.';

async function renderForm() {
  stubApi(formAnswers());
  renderWithProviders(<ProjectForm />, { path: '/user/add-project' });
  return screen.findByRole('textbox', { name: 'Meta description' });
}

/** The description warning shown after typing `value` ('' when none). */
function warningFor(box: HTMLElement, value: string): string {
  fireEvent.change(box, { target: { value } });
  return screen.queryByTestId('seo-warning-description')?.textContent ?? '';
}

describe('ProjectForm: the SEO description warning', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('warns, in the spec’s words, about a description under 50 or over 160 characters', async () => {
    const box = await renderForm();
    expect(warningFor(box, 'x')).toBe(WARNING);
    expect(warningFor(box, 'x'.repeat(49))).toBe(WARNING);
    expect(warningFor(box, 'x'.repeat(50))).toBe('');
    expect(warningFor(box, 'x'.repeat(160))).toBe('');
    expect(warningFor(box, 'x'.repeat(161))).toBe(WARNING);
    // A status, so a screen reader hears it without losing its place.
    warningFor(box, 'x'.repeat(10));
    expect(screen.getByTestId('seo-warning-description').getAttribute('role')).toBe('status');
  });

  it('does not warn about a blank description (the SEO fields are optional)', async () => {
    const box = await renderForm();
    expect(warningFor(box, '')).toBe('');
    expect(warningFor(box, '    ')).toBe('');
  });

  it('counts characters as a reader does: blanks around ignored, an emoji once', async () => {
    const box = await renderForm();
    expect(warningFor(box, `   ${'x'.repeat(49)}   `)).toBe(WARNING);
    expect(warningFor(box, `   ${'x'.repeat(160)}   `)).toBe('');
    // 160 emoji are 320 UTF-16 units: still 160 characters.
    expect(warningFor(box, '🏠'.repeat(160))).toBe('');
    expect(warningFor(box, '🏠'.repeat(161))).toBe(WARNING);
    // The count beside the field counts the same way, with the range.
    expect(screen.getByText('161 · 50–160')).toBeTruthy();
  });
});
