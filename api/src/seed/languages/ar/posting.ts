import type { EN_POSTING } from '../../../../../shared/src/i18n/listings/posting.ts';

/** Arabic texts of listings: adding and editing a property (the form, its validation and the package dialog). */
export const AR_POSTING: Record<keyof typeof EN_POSTING, string> = {};
