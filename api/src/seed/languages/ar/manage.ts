import type { EN_MANAGE } from '../../../../../shared/src/i18n/listings/manage.ts';

/** Arabic texts of listings: my properties, the owner's view of a property and its interested users. */
export const AR_MANAGE: Record<keyof typeof EN_MANAGE, string> = {};
