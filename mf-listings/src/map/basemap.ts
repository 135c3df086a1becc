// The built-in base map: Natural Earth 1:50m country outlines (npm world-atlas, public domain), fetched
// as a static asset of this remote only when a map is shown, turned into GeoJSON once per page load.
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';

/** Emitted by the bundler as a file beside the chunks (precompressed with them), not inlined into JS. */
const WORLD_URL = new URL('../../node_modules/world-atlas/countries-50m.json', import.meta.url);

export interface CountryLabel {
  name: string;
  lat: number;
  lng: number;
}

export interface BaseMap {
  countries: FeatureCollection<Geometry, { name: string }>;
  labels: CountryLabel[];
}

type Topology = Parameters<typeof feature>[0];
type TopoObject = Parameters<typeof feature>[1];

let cached: Promise<BaseMap> | null = null;

/** The world outline (loaded once; a failed load is retried on the next map). */
export function loadBaseMap(): Promise<BaseMap> {
  cached ??= fetch(WORLD_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`base map ${res.status}`);
      return res.json() as Promise<Topology>;
    })
    .then((topo) => {
      const object = topo.objects.countries as TopoObject;
      const countries = feature(topo, object) as unknown as FeatureCollection<Geometry, { name: string }>;
      return { countries, labels: countries.features.flatMap(labelOf) };
    })
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}

/** Signed area and centroid of a ring (plane, lng = x). */
function ringCentroid(ring: Position[]): { area: number; lat: number; lng: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  if (a === 0) return { area: 0, lat: 0, lng: 0 };
  return { area: Math.abs(a / 2), lng: cx / (3 * a), lat: cy / (3 * a) };
}

/** A country's label point: the centroid of its largest outer ring. */
export function labelOf(f: Feature<Geometry, { name: string }>): CountryLabel[] {
  const g = f.geometry;
  if (!g || !f.properties?.name) return [];
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  let best: { area: number; lat: number; lng: number } | null = null;
  for (const poly of polygons) {
    const outer = poly[0];
    if (!outer) continue;
    const c = ringCentroid(outer);
    if (!best || c.area > best.area) best = c;
  }
  return best && best.area > 0 ? [{ name: f.properties.name, lat: best.lat, lng: best.lng }] : [];
}
