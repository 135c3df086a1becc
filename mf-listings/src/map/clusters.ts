// Marker clustering for both engines (supercluster works on plain coordinates and web-mercator zooms,
// which Leaflet and Google Maps share). Generic over the marker: properties, projects, anything with a place.
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapBounds } from './geo.ts';

/** A place to mark: what the markers map is given. */
export interface ClusterPoint {
  /** Unique among the points. */
  id: string | number;
  lat: number;
  lng: number;
}

/** What the map shows at a zoom: single points and clusters of several. */
export type MapItem<P extends ClusterPoint = ClusterPoint> =
  | { kind: 'point'; key: string; lat: number; lng: number; point: P }
  | { kind: 'cluster'; key: string; lat: number; lng: number; count: number; expansionZoom: number };

type Props<P> = { point: P };

/** The deepest zoom that still clusters (beyond it every point has its own marker). */
export const CLUSTER_MAX_ZOOM = 16;

/** A cluster index of some points. */
export function createClusterIndex<P extends ClusterPoint>(points: readonly P[]): Supercluster<Props<P>> {
  const index = new Supercluster<Props<P>>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
      properties: { point },
    })),
  );
  return index;
}

/** The markers and clusters of a viewport at a zoom (a box across the antimeridian has min_lng > max_lng). */
export function itemsInView<P extends ClusterPoint>(
  index: Supercluster<Props<P>>,
  bounds: MapBounds,
  zoom: number,
): MapItem<P>[] {
  const z = Math.max(0, Math.min(Math.round(zoom), CLUSTER_MAX_ZOOM + 1));
  const features = index.getClusters([bounds.min_lng, bounds.min_lat, bounds.max_lng, bounds.max_lat], z);
  return features.map((f): MapItem<P> => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties as Props<P> | ClusterProperties;
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
    const { point } = p as Props<P>;
    return { kind: 'point', key: `p${point.id}`, lat, lng, point };
  });
}
