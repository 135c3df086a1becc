/** Wire shapes of get-property-list, map bounds and polygon search, nearby, personalised feed, reverse geocoding (decision 007). */
import { z } from 'zod';
import { categoryRef, pagination, queryFlag, queryId } from './common.ts';
import { propertyTypeName } from './property.ts';

// ---------------------------------------------------------------------------------------------
// Query pieces
// ---------------------------------------------------------------------------------------------

/** A latitude (°). */
export const queryLatitude = z.coerce.number().min(-90, 'Invalid latitude').max(90, 'Invalid latitude');
/** A longitude (°). */
export const queryLongitude = z.coerce.number().min(-180, 'Invalid longitude').max(180, 'Invalid longitude');

/** A comma list of ids ("1,2,3"; an array when a client builds the query). Duplicates dropped. */
export const queryIdList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.map(String) : String(v).split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
      ctx.addIssue({ code: 'custom', message: 'Ids must be a comma separated list of numbers' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** Map bounds as `min_lat,max_lat,min_lng,max_lng` (a box that crosses the antimeridian has min_lng > max_lng). */
export interface MapBounds {
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

export const BOUNDS_MESSAGE = 'Bounds must be min_lat,max_lat,min_lng,max_lng';

export const boundsParam = z.string().transform((v, ctx): MapBounds => {
  const n = v.split(',').map((s) => Number(s.trim()));
  const [min_lat, max_lat, min_lng, max_lng] = n;
  if (
    n.length !== 4 ||
    min_lat === undefined ||
    max_lat === undefined ||
    min_lng === undefined ||
    max_lng === undefined ||
    n.some((x) => !Number.isFinite(x)) ||
    min_lat < -90 ||
    max_lat > 90 ||
    min_lat > max_lat ||
    Math.abs(min_lng) > 180 ||
    Math.abs(max_lng) > 180
  ) {
    ctx.addIssue({ code: 'custom', message: BOUNDS_MESSAGE });
    return z.NEVER;
  }
  return { min_lat, max_lat, min_lng, max_lng };
});

/** The most points a drawn search area may have. */
export const POLYGON_MAX_POINTS = 100;
export const POLYGON_MESSAGE = `Polygon must be 3 to ${POLYGON_MAX_POINTS} points written lat,lng;lat,lng;…`;

/** A point of a polygon: [lat, lng]. */
export type PolygonPoint = [number, number];

/** Encodes a polygon for the `polygon` query parameter: "lat,lng;lat,lng;…" (6 decimals, ~10 cm). */
export function encodePolygon(points: PolygonPoint[]): string {
  return points.map(([lat, lng]) => `${+lat.toFixed(6)},${+lng.toFixed(6)}`).join(';');
}

/**
 * A drawn search area: "lat,lng;lat,lng;…", 3 to 100 distinct points (the ring closes itself; a repeated
 * first point at the end is dropped). Points are read as plane coordinates (lng = x, lat = y).
 */
export const polygonParam = z.string().transform((v, ctx): PolygonPoint[] => {
  const pts = v
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((pair) => pair.split(',').map((x) => Number(x.trim())));
  const ok = pts.every(
    (p) =>
      p.length === 2 &&
      p.every((x) => Number.isFinite(x)) &&
      Math.abs(p[0] ?? 999) <= 90 &&
      Math.abs(p[1] ?? 999) <= 180,
  );
  const ring = pts as PolygonPoint[];
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ok && ring.length > 3 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  if (!ok || ring.length < 3 || ring.length > POLYGON_MAX_POINTS) {
    ctx.addIssue({ code: 'custom', message: POLYGON_MESSAGE });
    return z.NEVER;
  }
  return ring;
});

/** Orders of get-property-list (`most_viewed=1` / `most_liked=1` still work and win over `newest`). */
export const propertySort = z.enum(['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked']);
export type PropertySort = z.infer<typeof propertySort>;

/** Filters shared by the list and the map endpoint. */
const searchFilters = z.object({
  property_type: z.coerce.number().int().min(0).max(1).optional(),
  category_id: queryId.optional(),
  category_slug_id: z.string().max(191).optional(),
  /** Comma list: the property must have a (non-empty) value for each parameter. */
  parameter_id: queryIdList.optional(),
  country: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  /** 0 = last 7 days, 1 = since yesterday. */
  posted_since: z.coerce.number().int().min(0).max(1).optional(),
  /** Title, address or category name. */
  search: z.string().trim().max(100).optional(),
  promoted: queryFlag.optional(),
  /** Only premium listings (upstream flag). */
  get_all_premium_properties: queryFlag.optional(),
  /** 1 = only premium, 0 = only non-premium. */
  is_premium: queryFlag.optional(),
  most_viewed: queryFlag.optional(),
  most_liked: queryFlag.optional(),
  sort: propertySort.optional(),
  /** Circle search: all three together (radius in km). */
  latitude: queryLatitude.optional(),
  longitude: queryLongitude.optional(),
  radius: z.coerce.number().positive().max(20000).optional(),
  /** Map viewport: `min_lat,max_lat,min_lng,max_lng`. */
  bounds: boundsParam.optional(),
  /** Drawn area: `lat,lng;lat,lng;…` (3–100 points). */
  polygon: polygonParam.optional(),
});

const geoComplete = (q: {
  latitude?: number | undefined;
  longitude?: number | undefined;
  radius?: number | undefined;
}) =>
  (q.latitude === undefined) === (q.longitude === undefined) && (q.radius === undefined || q.latitude !== undefined);
const GEO_MESSAGE = 'latitude and longitude go together, and radius needs both';

/** Query of GET get-property-list (upstream light list; limit ≤ 100). */
export const propertyListQuery = searchFilters
  .extend(pagination.shape)
  .refine(geoComplete, { message: GEO_MESSAGE, path: ['latitude'] });
export type PropertyListQuery = z.infer<typeof propertyListQuery>;
export type PropertyListQueryInput = z.input<typeof propertyListQuery>;

/** The most markers get-property-map answers in one call. */
export const MAP_MAX_POINTS = 2000;

/** Query of GET get-property-map: the same filters, no offset; `limit` ≤ 2000 (default 1000). */
export const propertyMapQuery = searchFilters
  .extend({ limit: z.coerce.number().int().min(1).max(MAP_MAX_POINTS).default(1000) })
  .refine(geoComplete, { message: GEO_MESSAGE, path: ['latitude'] });
export type PropertyMapQuery = z.infer<typeof propertyMapQuery>;
export type PropertyMapQueryInput = z.input<typeof propertyMapQuery>;

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

/** A parameter badge on a card (the first few parameters with a value; value as text). */
export const parameterBadge = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});
export type ParameterBadge = z.infer<typeof parameterBadge>;

/** A light property (get-property-list, nearby, recommendations): what a card needs. */
export const propertyListItem = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title_image: z.string(),
  category_id: z.number().int(),
  title: z.string(),
  price: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  address: z.string(),
  rentduration: z.string(),
  added_by: z.number().int(),
  is_premium: z.boolean(),
  latitude: z.string(),
  longitude: z.string(),
  total_click: z.number().int(),
  favourite_count: z.number().int(),
  category: categoryRef,
  promoted: z.boolean(),
  property_type: propertyTypeName,
  is_favourite: z.union([z.literal(0), z.literal(1)]),
  /** Up to 4 parameters with a value, in the category's order (card badges). */
  parameters: z.array(parameterBadge),
  created_at: z.string(),
  /** Km from the query point, when latitude/longitude were given. */
  distance: z.number().optional(),
});

/**
 * What a property card shows (the listings section's card, also lent to other sections as a widget): the
 * fields a full property (get_property) and a light list item share, so either parses as a card.
 */
export const propertyCard = propertyListItem.pick({
  id: true,
  slug_id: true,
  title: true,
  title_image: true,
  price: true,
  property_type: true,
  rentduration: true,
  city: true,
  state: true,
  category: true,
  is_premium: true,
  promoted: true,
  is_favourite: true,
});
export type PropertyCardData = z.infer<typeof propertyCard>;
export type PropertyListItem = z.infer<typeof propertyListItem>;

/** Answer of get-property-list and get_user_recommendation: `data`, `total`. */
export const propertyListResponse = z.looseObject({
  error: z.boolean(),
  message: z.string(),
  data: z.array(propertyListItem),
  total: z.number().int(),
  /** True when `total` was capped (counting stops at TOTAL_CAP; more pages may exist). */
  total_capped: z.boolean().optional(),
});
export type PropertyListResponse = z.infer<typeof propertyListResponse>;

/**
 * Counting stops here: `total` is exact up to this many matches, else this number with total_capped
 * (the UI shows "1,000+"; 84 pages of 12). Counting further costs every broad search milliseconds of
 * index or heap reads (bench/RESULTS.md).
 */
export const TOTAL_CAP = 1000;

/** A map marker (get-property-map). Numbers, not strings, for coordinates. */
export const propertyMapPoint = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  price: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  property_type: propertyTypeName,
  title_image: z.string(),
  category_id: z.number().int(),
});
export type PropertyMapPoint = z.infer<typeof propertyMapPoint>;

/** Answer of get-property-map: `data` markers (newest first), `total` matches (capped), `truncated`. */
export const propertyMapResponse = z.looseObject({
  error: z.boolean(),
  message: z.string(),
  data: z.array(propertyMapPoint),
  total: z.number().int(),
  /** More matches than `limit`: zoom in (or draw a smaller area) to see them all. */
  truncated: z.boolean(),
});
export type PropertyMapResponse = z.infer<typeof propertyMapResponse>;

// ---------------------------------------------------------------------------------------------
// Nearby
// ---------------------------------------------------------------------------------------------

/** Query of GET get_nearby_properties (no paging; at most 12 items, nearest first with coordinates). */
export const nearbyQuery = z
  .object({
    latitude: queryLatitude.optional(),
    longitude: queryLongitude.optional(),
    radius: z.coerce.number().positive().max(20000).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    type: z.coerce.number().int().min(0).max(1).optional(),
  })
  .refine(geoComplete, { message: GEO_MESSAGE, path: ['latitude'] });
export type NearbyQuery = z.infer<typeof nearbyQuery>;
export const NEARBY_MAX = 12;

// ---------------------------------------------------------------------------------------------
// Personalised feed
// ---------------------------------------------------------------------------------------------

/** Body of POST personalised-fields (form or JSON). Fields left out keep nothing (the row is replaced). */
export const personalisedFieldsBody = z.object({
  category_ids: queryIdList.optional(),
  outdoor_facilitiy_ids: queryIdList.optional(), // sic: upstream spelling
  /** "min,max" ("" = any price). */
  price_range: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter((s) => s !== '');
      if (!parts.length) return [];
      const n = parts.map(Number);
      const [lo, hi] = n;
      if (
        n.length !== 2 ||
        lo === undefined ||
        hi === undefined ||
        n.some((x) => !Number.isFinite(x) || x < 0) ||
        lo > hi
      ) {
        ctx.addIssue({ code: 'custom', message: 'Price range must be min,max' });
        return z.NEVER;
      }
      return [lo, hi];
    })
    .optional(),
  /** "0", "1" or "0,1" ("" = both). */
  property_type: z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
      if (parts.some((s) => s !== '0' && s !== '1')) {
        ctx.addIssue({ code: 'custom', message: 'Property type must be 0, 1 or 0,1' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))].sort();
    })
    .optional(),
  city: z.string().trim().max(100).optional(),
});
export type PersonalisedFieldsBody = z.infer<typeof personalisedFieldsBody>;
export type PersonalisedFieldsInput = z.input<typeof personalisedFieldsBody>;

/**
 * The personalised fields of a user (GET/POST personalised-fields `data`). A user without any gets the
 * empty defaults (message 'No data found!'): every list empty, property_type [0, 1], city "".
 */
export const personalisedFields = z.object({
  user_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  price_range: z.array(z.number()),
  property_type: z.array(z.number().int()),
  outdoor_facilitiy_ids: z.array(z.number().int()), // sic
  city: z.string(),
});
export type PersonalisedFields = z.infer<typeof personalisedFields>;

/** Query of GET get_user_recommendation. */
export const recommendationQuery = pagination;

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/** Query of GET get-location (reverse geocoding against the `cities` gazetteer; no outside service). */
export const locationQuery = z.object({ latitude: queryLatitude, longitude: queryLongitude });
export type LocationQuery = z.infer<typeof locationQuery>;

/** The nearest known city of a point: its name, region, country and coordinates; `distance` km from the asked point. */
export const reverseLocation = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance: z.number(),
});
export type ReverseLocation = z.infer<typeof reverseLocation>;

/** Query of GET get-cities-data. */
export const citiesDataQuery = pagination;

/** A city with its number of visible listings (upstream capitalised keys). */
export const cityCount = z.object({ City: z.string(), Count: z.number().int(), image: z.string() });
export type CityCount = z.infer<typeof cityCount>;
