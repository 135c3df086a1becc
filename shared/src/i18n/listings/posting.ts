/** English texts of listings: adding and editing a property (the form, its validation and the package dialog). */
export const EN_POSTING = {} as const;
