/** English texts of listings: the mortgage calculator and the area converter. */
export const EN_TOOLS = {} as const;
