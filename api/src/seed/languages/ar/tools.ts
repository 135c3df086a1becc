import type { EN_TOOLS } from '../../../../../shared/src/i18n/listings/tools.ts';

/** Arabic texts of listings: the mortgage calculator and the area converter. */
export const AR_TOOLS: Record<keyof typeof EN_TOOLS, string> = {};
