/** English texts of listings: all properties: filters, sorting, nearby, categories, the personalised feed. */
export const EN_FINDING = {} as const;
