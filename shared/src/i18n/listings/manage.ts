/** English texts of listings: my properties, the owner's view of a property and its interested users. */
export const EN_MANAGE = {} as const;
