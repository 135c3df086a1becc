/** English texts of listings: the property detail page: favourite, interest, report, share, chat. */
export const EN_ENGAGEMENT = {} as const;
