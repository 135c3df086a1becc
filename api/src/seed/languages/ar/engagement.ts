import type { EN_ENGAGEMENT } from '../../../../../shared/src/i18n/listings/engagement.ts';

/** Arabic texts of listings: the property detail page: favourite, interest, report, share, chat. */
export const AR_ENGAGEMENT: Record<keyof typeof EN_ENGAGEMENT, string> = {};
