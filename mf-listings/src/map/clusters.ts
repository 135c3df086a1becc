// Marker clustering for both engines (supercluster works on plain coordinates and web-mercator zooms,
// which Leaflet and Google Maps share).
import type { PropertyMapPoint } from '@abode/shared/wire';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapBounds } from './geo.ts';

/** What the map shows at a zoom: single properties and clusters of several. */
export type MapItem =
  | { kind: 'point'; key: string; lat: number; lng: number; point: PropertyMapPoint }
  | { kind: 'cluster'; key: string; lat: number; lng: number; count: number; expansionZoom: number };

type Props = { point: PropertyMapPoint };

/** The deepest zoom that still clusters (beyond it every property has its own marker). */
export const CLUSTER_MAX_ZOOM = 16;

/** A cluster index of the markers an answer brought. */
export function createClusterIndex(points: readonly PropertyMapPoint[]): Supercluster<Props> {
  const index = new Supercluster<Props>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: { point },
    })),
  );
  return index;
}

/** The markers and clusters of a viewport at a zoom (a box across the antimeridian has min_lng > max_lng). */
export function itemsInView(index: Supercluster<Props>, bounds: MapBounds, zoom: number): MapItem[] {
  const z = Math.max(0, Math.min(Math.round(zoom), CLUSTER_MAX_ZOOM + 1));
  const features = index.getClusters([bounds.min_lng, bounds.min_lat, bounds.max_lng, bounds.max_lat], z);
  return features.map((f): MapItem => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties as Props | ClusterProperties;
    if ('cluster' in p && p.cluster) {
      return {
        kind: 'cluster',
        key: `c${p.cluster_id}`,
        lat,
        lng,
        count: p.point_count,
        expansionZoom: Math.min(index.getClusterExpansionZoom(p.cluster_id), CLUSTER_MAX_ZOOM + 1),
      };
    }
    const { point } = p as Props;
    return { kind: 'point', key: `p${point.id}`, lat, lng, point };
  });
}
