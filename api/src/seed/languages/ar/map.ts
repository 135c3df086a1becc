import type { EN_MAP } from '../../../../../shared/src/i18n/listings/map.ts';

/** Arabic texts of listings: the map view, drawing an area and picking a location. */
export const AR_MAP: Record<keyof typeof EN_MAP, string> = {};
