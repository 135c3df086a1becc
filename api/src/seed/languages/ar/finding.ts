import type { EN_FINDING } from '../../../../../shared/src/i18n/listings/finding.ts';

/** Arabic texts of listings: all properties: filters, sorting, nearby, categories, the personalised feed. */
export const AR_FINDING: Record<keyof typeof EN_FINDING, string> = {};
