// The markers map: the one map with markers of this product (the properties map page, and other sections
// through the `MarkersMap` widget, e.g. the projects map). This file is light: the map, its engines and the
// clustering load in their own chunk; until they arrive the frame holds the map's place (no layout shift).
import type { MarkersMapWidgetProps, WidgetMapHeight } from '@abode/shared';
import * as React from 'react';
import type { ClusterPoint } from './clusters.ts';
import type { MapViewState, ShapeSpec } from './engine/types.ts';
import type { LatLng, MapBounds } from './geo.ts';
import { MapFrame } from './MapFrame.tsx';

export type { LatLng, MapBounds, MapViewState, ShapeSpec };

/** A place to mark. */
export interface MapMarker extends ClusterPoint {
  /** The marker's accessible name (and tooltip), e.g. "Sea View Apartment, ₹ 2.50 Cr". */
  label: string;
}

/** A map height: pixels, or pixels by Mantine breakpoint (`{ base: 420, md: 560 }`). */
export type MapHeight = WidgetMapHeight;

/** What a page may ask of the map itself. */
export interface MarkersMapHandle {
  /** The view right now (mid-pan included), or null while the map loads. */
  getView(): MapViewState | null;
}

/**
 * Props of {@link MarkersMap}: what other sections may pass (the `MarkersMap` widget's props, declared in `shared`'s
 * contract, decision 033), and what this section's own pages use besides.
 */
export interface MarkersMapProps<M extends MapMarker = MapMarker> extends MarkersMapWidgetProps<M> {
  /** Where a marker leads, for the default popup (its label and a "View details" link) when no renderPopup. */
  markerHref?: (marker: M) => string;
  /** Every view the map settles on (centre, zoom, box), at once. */
  onViewChange?: (view: MapViewState) => void;
  /** Where the map starts (default: India, zoom 5). */
  center?: LatLng;
  zoom?: number;
  /** More controls beside the move and zoom buttons. */
  toolbar?: React.ReactNode;
  /** More content in the control panel, below the buttons. */
  panel?: React.ReactNode;
  /** Map clicks are for drawing (no double-click zoom, crosshair cursor). */
  drawing?: boolean;
  /** A drawn line or area. */
  shape?: ShapeSpec | null;
  /** Bring this box into view whenever it changes. */
  fitBounds?: MapBounds | null;
  onMapClick?: (at: LatLng) => void;
  onMapDoubleClick?: (at: LatLng) => void;
  /** Receives the map's handle (its live view: a button pressed mid-pan must not read the last settled one). */
  handle?: React.Ref<MarkersMapHandle>;
}

const View = React.lazy(async () => ({
  default: (await import('./MarkersMapView.tsx')).MarkersMapView as React.ComponentType<MarkersMapProps>,
}));

/** A map of markers with clusters, popups, move and zoom buttons, re-asking for markers as it moves. */
export function MarkersMap<M extends MapMarker>(props: MarkersMapProps<M>) {
  return (
    <React.Suspense
      fallback={<MapFrame engine={null} height={props.height} toolbar={props.toolbar} panel={props.panel} />}
    >
      <View {...(props as unknown as MarkersMapProps)} />
    </React.Suspense>
  );
}
