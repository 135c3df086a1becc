// The sections a chat test links to: mf-chat itself and the section that fills the sign-in role.
import { registerSections as register, standInSections } from '@abode/shared/test';
import { section } from '../section.ts';

/** Register mf-chat and a sign-in section as running; undo with `setSections([])`. */
export const registerSections = () => register(standInSections.account, section);
