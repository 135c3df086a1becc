// The sections a payments test links to: mf-payments itself (the plans role) and the sign-in section.
import { registerSections as register, standInSections } from '@abode/shared/test';
import { section } from '../section.ts';

/** Register mf-payments and a sign-in section as running; undo with `setSections([])`. */
export const registerSections = () => register(standInSections.account, section);
