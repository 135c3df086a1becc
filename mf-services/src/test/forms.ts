// Playing the user's part in this section's posting forms: typing into a field, choosing an option of a Mantine
// select, and saying how big the chosen pictures are (happy-dom decodes none).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { photoChecker } from '../components/posting/posting-form.ts';
import { signIn } from './fixtures.ts';

/** Types into the text field named `name` at once (typing key by key re-renders the whole form each time). */
export function fillText(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

/** Chooses `option` in the select labelled `label`. */
export async function chooseOption(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  // The dropdown is still in its opening transition (display: none) in happy-dom.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/**
 * The tests that follow start with the owner signed in and every chosen picture 800×600 (unless a test says
 * otherwise with `setPhotoSize`), and leave nothing behind.
 */
export function setUpPostingTests() {
  const real = photoChecker.readSize;
  beforeEach(() => {
    signIn();
    setPhotoSize(800, 600);
  });
  afterEach(() => {
    photoChecker.readSize = real;
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });
}

/** The size the form reads for every picture chosen from now on. */
export function setPhotoSize(width: number, height: number) {
  photoChecker.readSize = async () => ({ width, height });
}
