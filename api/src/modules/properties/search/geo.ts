/**
 * The geographic part of a search: a circle around a point (earthdistance), map bounds and drawn polygons, and
 * the map grid that lets a bounds or polygon search read newest first through btree indexes.
 */
import type { PolygonPoint } from '@abode/shared/wire';
import { sql } from 'drizzle-orm';
import type { SearchFilters } from './filters.ts';

export const f8 = (n: number) => sql`${n}::float8`;
export const earthOf = (lat: number, lng: number) => sql`ll_to_earth(${f8(lat)}, ${f8(lng)})`;
export const EARTH_ROW = sql.raw('ll_to_earth("propertys"."latitude", "propertys"."longitude")');
export const POINT_ROW = sql.raw('point("propertys"."longitude", "propertys"."latitude")');

/**
 * A box of map bounds (lng = x, lat = y) as ranges of the two columns: the same rows as
 * `point(lng, lat) <@ box(…)` (whose comparisons are exact), but the planner estimates ranges from the
 * columns' statistics, where it guesses any `<@ box` at 0.1 % of the table.
 */
export const boxOf = (minLng: number, minLat: number, maxLng: number, maxLat: number) =>
  sql`"propertys"."longitude" between ${f8(minLng)} and ${f8(maxLng)} and "propertys"."latitude" between ${f8(minLat)} and ${f8(maxLat)}`;

/** A polygon literal: ((lng,lat),…). Numbers only (validated by the wire schema). */
export const polygonLiteral = (pts: PolygonPoint[]) =>
  `(${pts.map(([lat, lng]) => `(${Number(lng)},${Number(lat)})`).join(',')})`;

/**
 * Map grid (columns geo_cell_2 / _1 / _0 of migration 0012: 100, 10 and 1 cells per degree). A bounds or
 * polygon search reads the cells its box covers, at the level cellsOf guesses cheapest: per cell a btree
 * range, newest first and index-only (type, price and coordinates are in the index), stopping at the page.
 * The GiST index this replaced could not give the newest first: its plans sorted every point in view.
 */
const GRID_LEVELS = [
  { column: 'geo_cell_2', scale: 100, maxCells: 64 },
  { column: 'geo_cell_1', scale: 10, maxCells: 64 },
  { column: 'geo_cell_0', scale: 1, maxCells: 1000 },
] as const;
/** A margin around the box, so that no rounding in the cell arithmetic can drop a row on an edge. */
const GEO_EPS = 2e-6;

const clampTo = (x: number, bound: number) => Math.max(-bound, Math.min(bound, x));

/** The grid cell of a point, the same number as the generated columns (schema.ts geoCellSql). */
export function geoCell(lat: number, lng: number, scale: number): number {
  return (
    (Math.floor(clampTo(lat, 90) * scale) + 90 * scale) * (360 * scale + 1) +
    Math.floor(clampTo(lng, 180) * scale) +
    180 * scale
  );
}

interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The cells covering boxes at a scale (null when more than `max`), and a guess of the index entries a
 * newest-first page of `want` rows reads there: a cell the box covers by a fraction c yields a match every
 * 1/c entries (density assumed even), plus a descent per cell.
 */
function cellsOf(boxes: GeoBox[], scale: number, max: number, want: number): { cells: number[]; cost: number } | null {
  const out = new Map<number, number>();
  for (const b of boxes) {
    const lat0 = Math.floor(clampTo(b.minLat - GEO_EPS, 90) * scale);
    const lat1 = Math.floor(clampTo(b.maxLat + GEO_EPS, 90) * scale);
    const lng0 = Math.floor(clampTo(b.minLng - GEO_EPS, 180) * scale);
    const lng1 = Math.floor(clampTo(b.maxLng + GEO_EPS, 180) * scale);
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) + out.size > max) return null;
    const overlap = (lo: number, hi: number, c: number) =>
      Math.max(0, Math.min(hi, (c + 1) / scale) - Math.max(lo, c / scale)) * scale;
    for (let la = lat0; la <= lat1; la++)
      for (let lo = lng0; lo <= lng1; lo++) {
        const cover = overlap(b.minLat, b.maxLat, la) * overlap(b.minLng, b.maxLng, lo);
        const cell = (la + 90 * scale) * (360 * scale + 1) + lo + 180 * scale;
        out.set(cell, (out.get(cell) ?? 0) + cover);
      }
  }
  let cost = 0;
  for (const cover of out.values()) cost += 30 + want / Math.max(cover, 1e-4);
  return { cells: [...out.keys()].sort((a, b) => a - b), cost };
}

/**
 * The grid column and cells that hold every match of a bounds / polygon search (null: no such box, or a
 * box too big for the coarsest grid): the level with the cheapest guess for the page asked.
 */
export function gridOf(f: SearchFilters): { column: string; cells: number[] } | null {
  const candidates: GeoBox[][] = [];
  if (f.bounds) {
    const b = f.bounds;
    candidates.push(
      b.min_lng <= b.max_lng
        ? [{ minLat: b.min_lat, maxLat: b.max_lat, minLng: b.min_lng, maxLng: b.max_lng }]
        : [
            { minLat: b.min_lat, maxLat: b.max_lat, minLng: b.min_lng, maxLng: 180 },
            { minLat: b.min_lat, maxLat: b.max_lat, minLng: -180, maxLng: b.max_lng },
          ],
    );
  }
  if (f.polygon?.length) {
    const lats = f.polygon.map((p) => p[0]);
    const lngs = f.polygon.map((p) => p[1]);
    candidates.push([
      { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) },
    ]);
  }
  const want = Math.max(1, f.offset + f.limit);
  let best: { column: string; cells: number[]; cost: number } | null = null;
  for (const level of GRID_LEVELS) {
    for (const boxes of candidates) {
      const r = cellsOf(boxes, level.scale, level.maxCells, want);
      if (r && (!best || r.cost < best.cost)) best = { column: level.column, ...r };
    }
  }
  return best && { column: best.column, cells: best.cells };
}

export const intList = (xs: number[]) => sql.raw(xs.map((x) => Math.trunc(Number(x))).join(','));
