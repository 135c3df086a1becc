// One interface over the two map engines: the built-in offline map (Leaflet drawing a bundled world
// outline, no tile server) and Google Maps when the site has a browser key. Pages talk only to this.
import type { LatLng, MapBounds, PolygonPoint } from '../geo.ts';

export type EngineKind = 'leaflet' | 'google';

/** Where the map looks. */
export interface MapViewState {
  center: LatLng;
  zoom: number;
  bounds: MapBounds;
}

/** A marker: one property or a cluster of several. */
export interface MarkerSpec {
  key: string;
  lat: number;
  lng: number;
  kind: 'point' | 'cluster';
  /** Shown on a cluster. */
  count?: number;
  /** Accessible name (and tooltip). */
  label: string;
  onActivate?: () => void;
}

/** The search area being drawn (an open line with its vertices) or finished (a closed polygon). */
export interface ShapeSpec {
  points: PolygonPoint[];
  closed: boolean;
}

/** A draggable (or fixed) location pin, for the location picker and the detail page. */
export interface PinSpec {
  lat: number;
  lng: number;
  label: string;
  draggable: boolean;
  onMove?: (to: LatLng) => void;
}

/** Texts the engine writes into its own controls. */
export interface EngineLabels {
  /** The map region's name. */
  map: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

export interface EngineOptions {
  center: LatLng;
  zoom: number;
  /** Pan, zoom and keyboard; false for a still picture (the detail page). */
  interactive: boolean;
  /** The engine's own zoom buttons (off where the page has its own map controls beside the map). */
  zoomControl: boolean;
  labels: EngineLabels;
  /** Google only: the browser key. */
  apiKey?: string;
}

export interface MapEngine {
  readonly kind: EngineKind;
  getView(): MapViewState;
  setView(center: LatLng, zoom: number): void;
  fitBounds(bounds: MapBounds, maxZoom?: number): void;
  /** Pan by a fraction of the viewport (keyboard alternatives); +x east, +y south. */
  panBy(fx: number, fy: number): void;
  zoomBy(delta: number): void;
  setInteractive(on: boolean): void;
  /** Map clicks add points instead of zooming on double-click; the cursor becomes a crosshair. */
  setDrawing(on: boolean): void;
  setMarkers(markers: MarkerSpec[]): void;
  setShape(shape: ShapeSpec | null): void;
  setPin(pin: PinSpec | null): void;
  /** Open a popup whose content the caller renders (a React portal) into `content`. */
  openPopup(at: LatLng, content: HTMLElement, onClose: () => void): void;
  closePopup(): void;
  /** After the view settles (pan or zoom ended). */
  onViewChange(cb: (view: MapViewState) => void): () => void;
  onClick(cb: (at: LatLng) => void): () => void;
  onDoubleClick(cb: (at: LatLng) => void): () => void;
  /** The container changed size (call after layout changes). */
  resize(): void;
  destroy(): void;
}
