// A MapEngine for component tests: records what the page asks of the map and lets a test move the
// view or click the map (no canvas, no layout, no network).
import { vi } from 'vitest';
import { viewToBounds } from '../geo.ts';
import type { MapEngine, MapViewState, MarkerSpec, PinSpec, ShapeSpec } from './types.ts';

export interface FakeEngine extends MapEngine {
  markers: MarkerSpec[];
  shape: ShapeSpec | null;
  pin: PinSpec | null;
  popup: HTMLElement | null;
  /** Move the view (as a pan or zoom would) and tell the listeners. */
  moveTo(lat: number, lng: number, zoom?: number, span?: number): void;
  click(lat: number, lng: number): void;
  doubleClick(lat: number, lng: number): void;
}

export function createFakeEngine(lat = 21.5, lng = 78.5, zoom = 5, span = 10): FakeEngine {
  let view: MapViewState = {
    center: { lat, lng },
    zoom,
    bounds: viewToBounds(lat - span, lng - span, lat + span, lng + span),
  };
  const viewCbs = new Set<(v: MapViewState) => void>();
  const clickCbs = new Set<(p: { lat: number; lng: number }) => void>();
  const dblCbs = new Set<(p: { lat: number; lng: number }) => void>();
  const on =
    <T>(set: Set<T>) =>
    (cb: T) => {
      set.add(cb);
      return () => set.delete(cb);
    };
  const fake: FakeEngine = {
    kind: 'leaflet',
    markers: [],
    shape: null,
    pin: null,
    popup: null,
    getView: () => view,
    setView: vi.fn((c, z) => fake.moveTo(c.lat, c.lng, z)),
    fitBounds: vi.fn(),
    panBy: vi.fn(),
    zoomBy: vi.fn(),
    setInteractive: vi.fn(),
    setDrawing: vi.fn(),
    setMarkers: vi.fn((m: MarkerSpec[]) => {
      fake.markers = m;
    }),
    setShape: vi.fn((s: ShapeSpec | null) => {
      fake.shape = s;
    }),
    setPin: vi.fn((p: PinSpec | null) => {
      fake.pin = p;
    }),
    openPopup: vi.fn((_at, content: HTMLElement) => {
      fake.popup = content;
      document.body.appendChild(content);
    }),
    closePopup: vi.fn(),
    onViewChange: on(viewCbs),
    onClick: on(clickCbs),
    onDoubleClick: on(dblCbs),
    resize: vi.fn(),
    destroy: vi.fn(),
    moveTo(la, ln, z = view.zoom, s = span / 2 ** (z - zoom)) {
      view = { center: { lat: la, lng: ln }, zoom: z, bounds: viewToBounds(la - s, ln - s, la + s, ln + s) };
      for (const cb of viewCbs) cb(view);
    },
    click(la, ln) {
      for (const cb of clickCbs) cb({ lat: la, lng: ln });
    },
    doubleClick(la, ln) {
      for (const cb of dblCbs) cb({ lat: la, lng: ln });
    },
  };
  return fake;
}
