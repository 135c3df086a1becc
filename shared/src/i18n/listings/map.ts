/** English texts of listings: the map view, drawing an area and picking a location. */
export const EN_MAP = {} as const;
