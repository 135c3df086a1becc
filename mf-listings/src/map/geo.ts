// Pure geometry of the map view: the viewport as the API's `bounds`, the query of a map search, the
// drawn area as `polygon`. Kept free of any map library so both engines and the tests share it.
import type { QueryParams } from '@abode/shared';
// Types only: the wire's zod schemas stay out of the map chunk (geo.test.ts checks the encoding against them).
import type { MapBounds, PolygonPoint } from '@abode/shared/wire';

export type { MapBounds, PolygonPoint };

/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

const round6 = (n: number) => +n.toFixed(6);
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** A longitude folded into [-180, 180] (a map panned past the antimeridian reports 190° for -170°). */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const w = ((((lng + 180) % 360) + 360) % 360) - 180;
  return w === -180 && lng > 0 ? 180 : w;
}

/**
 * The API's bounds of a viewport given by its south-west and north-east corners as the map reports them
 * (longitudes may run past ±180). A view wider than the world becomes the whole world; a view across the
 * antimeridian keeps min_lng > max_lng, which the API reads as crossing it.
 */
export function viewToBounds(south: number, west: number, north: number, east: number): MapBounds {
  const min_lat = round6(clamp(Math.min(south, north), -90, 90));
  const max_lat = round6(clamp(Math.max(south, north), -90, 90));
  if (east - west >= 360) return { min_lat, max_lat, min_lng: -180, max_lng: 180 };
  return { min_lat, max_lat, min_lng: round6(wrapLng(west)), max_lng: round6(wrapLng(east)) };
}

/** `min_lat,max_lat,min_lng,max_lng` for the query string. */
export function boundsParam(b: MapBounds): string {
  return [b.min_lat, b.max_lat, b.min_lng, b.max_lng].map(round6).join(',');
}

/** A drawn area for the `polygon` query parameter: "lat,lng;lat,lng;…" (6 decimals, as the wire's encoder). */
export function encodePolygon(points: readonly PolygonPoint[]): string {
  return points.map(([lat, lng]) => `${round6(lat)},${round6(lng)}`).join(';');
}

/** The part of the map a search covers: a drawn area wins over the viewport. */
export interface SearchArea {
  bounds?: MapBounds | null;
  polygon?: PolygonPoint[] | null;
}

/**
 * The query of a map search: the page's URL filters (empty ones dropped) plus the area. With a drawn
 * polygon the viewport does not narrow the results (the user may pan away from the area they drew).
 */
export function mapSearchParams(filters: Record<string, string>, area: SearchArea): QueryParams {
  const params: QueryParams = {};
  for (const [k, v] of Object.entries(filters)) if (v.trim() !== '') params[k] = v.trim();
  if (area.polygon && area.polygon.length >= 3) params.polygon = encodePolygon(area.polygon);
  else if (area.bounds) params.bounds = boundsParam(area.bounds);
  return params;
}

/** Whether a point lies inside a polygon of [lat, lng] points (ray casting on the plane, lng = x). */
export function pointInPolygon(lat: number, lng: number, polygon: readonly PolygonPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as PolygonPoint;
    const [yj, xj] = polygon[j] as PolygonPoint;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The smallest box around some points (null for none). */
export function boundsOf(points: readonly LatLng[]): MapBounds | null {
  if (!points.length) return null;
  let min_lat = 90;
  let max_lat = -90;
  let min_lng = 180;
  let max_lng = -180;
  for (const p of points) {
    min_lat = Math.min(min_lat, p.lat);
    max_lat = Math.max(max_lat, p.lat);
    min_lng = Math.min(min_lng, p.lng);
    max_lng = Math.max(max_lng, p.lng);
  }
  return { min_lat, max_lat, min_lng, max_lng };
}

/** Coordinates as people read them: "19.07600, 72.87770". */
export function formatLatLng(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
