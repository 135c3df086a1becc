// The sections a payments test links to: mf-payments itself (the plans role) and the sign-in section.
import { abodeStore, INITIAL_USER_SIGNUP, setSections, userSignupAtom } from '@abode/shared';
import { registerSections as register, standInSections } from '@abode/shared/test';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { section } from '../section.ts';

/** Register mf-payments and a sign-in section as running; undo with `setSections([])`. */
export const registerSections = () => register(standInSections.account, section);

/** A signed-in buyer for page tests (Asha, user 7, token `7|secret`). */
export function signInBuyer(): void {
  abodeStore.set(userSignupAtom, {
    token: '7|secret',
    data: { id: 7, name: 'Asha', email: 'asha@example.com', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

/** Undoes what a page test set up: the rendered page, the sections, stubbed globals and the session. */
export function resetPageTest(): void {
  cleanup();
  setSections([]);
  vi.unstubAllGlobals();
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
}
