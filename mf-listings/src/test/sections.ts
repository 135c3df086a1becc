// The sections a listings test links across: mf-listings itself and stand-ins for the sections that own
// the sign-in, profile, plans and chat pages, so run-time links resolve as in the shell.
import { withSections as around, standInSections } from '@abode/shared/test';
import { section } from '../section.ts';

/** Register the sections around every test of the calling file. */
export const withSections = () =>
  around(standInSections.account, standInSections.payments, standInSections.chat, section);
