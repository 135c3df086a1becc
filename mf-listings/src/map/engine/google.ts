// Google Maps behind the same MapEngine interface as the built-in map: markers and clusters (the same
// supercluster output), the drawn area, the location pin and popups.
/// <reference types="google.maps" />
import { viewToBounds } from '../geo.ts';
import { loadGoogleMaps } from './google-loader.ts';
import type { EngineOptions, MapEngine, MapViewState, MarkerSpec, PinSpec, ShapeSpec } from './types.ts';

const AREA_COLOUR = '#c2255c';

function clusterIcon(maps: typeof google.maps, count: number): google.maps.Symbol {
  return {
    path: maps.SymbolPath.CIRCLE,
    scale: count >= 100 ? 22 : count >= 10 ? 18 : 15,
    fillColor: '#1864ab',
    fillOpacity: 1,
    strokeColor: '#fff',
    strokeWeight: 3,
  };
}

export async function createGoogleEngine(el: HTMLElement, opts: EngineOptions, language?: string): Promise<MapEngine> {
  const maps = await (loadGoogleMaps(opts.apiKey, language) ?? Promise.reject(new Error('no Google Maps key')));
  const map = new maps.Map(el, {
    center: opts.center,
    zoom: opts.zoom,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
    scaleControl: true,
  });
  el.setAttribute('role', 'region');
  el.setAttribute('aria-label', opts.labels.map);

  let markers: google.maps.Marker[] = [];
  let shape: Array<google.maps.Polygon | google.maps.Polyline | google.maps.Marker> = [];
  let pin: google.maps.Marker | null = null;
  const info = new maps.InfoWindow({ maxWidth: 280 });
  let infoClose: (() => void) | null = null;
  info.addListener('closeclick', () => {
    infoClose?.();
    infoClose = null;
  });

  const view = (): MapViewState => {
    const c = map.getCenter() ?? new maps.LatLng(opts.center);
    const zoom = map.getZoom() ?? opts.zoom;
    const b = map.getBounds();
    const bounds = b
      ? viewToBounds(b.getSouthWest().lat(), b.getSouthWest().lng(), b.getNorthEast().lat(), b.getNorthEast().lng())
      : viewToBounds(c.lat() - 1, c.lng() - 1, c.lat() + 1, c.lng() + 1);
    return { center: { lat: c.lat(), lng: c.lng() }, zoom, bounds };
  };
  const listen = <T>(event: string, cb: (e: T) => void) => {
    const l = map.addListener(event, cb);
    return () => l.remove();
  };
  const at = (e: google.maps.MapMouseEvent) => (e.latLng ? { lat: e.latLng.lat(), lng: e.latLng.lng() } : null);

  const engine: MapEngine = {
    kind: 'google',
    getView: view,
    setView: (center, zoom) => {
      map.setCenter(center);
      map.setZoom(zoom);
    },
    fitBounds: (b, maxZoom = 16) => {
      map.fitBounds({ south: b.min_lat, west: b.min_lng, north: b.max_lat, east: b.max_lng }, 24);
      maps.event.addListenerOnce(map, 'idle', () => {
        if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
      });
    },
    panBy: (fx, fy) => map.panBy(fx * el.clientWidth, fy * el.clientHeight),
    zoomBy: (d) => map.setZoom((map.getZoom() ?? opts.zoom) + d),
    setInteractive: (on) =>
      map.setOptions({
        gestureHandling: on ? 'cooperative' : 'none',
        keyboardShortcuts: on,
        zoomControl: on && opts.zoomControl,
        disableDoubleClickZoom: !on,
      }),
    setDrawing: (on) => map.setOptions({ disableDoubleClickZoom: on, draggableCursor: on ? 'crosshair' : null }),
    setMarkers(list: MarkerSpec[]) {
      for (const m of markers) m.setMap(null);
      markers = list.map((m) => {
        const marker = new maps.Marker({
          map,
          position: { lat: m.lat, lng: m.lng },
          title: m.label,
          zIndex: m.kind === 'cluster' ? 1000 : undefined,
          ...(m.kind === 'cluster'
            ? {
                icon: clusterIcon(maps, m.count ?? 0),
                label: { text: String(m.count ?? ''), color: '#fff', fontWeight: '700' },
              }
            : {}),
        });
        if (m.onActivate) marker.addListener('click', m.onActivate);
        return marker;
      });
    },
    setShape(spec: ShapeSpec | null) {
      for (const s of shape) s.setMap(null);
      shape = [];
      if (!spec?.points.length) return;
      const path = spec.points.map(([lat, lng]) => ({ lat, lng }));
      shape.push(
        spec.closed
          ? new maps.Polygon({
              map,
              paths: path,
              strokeColor: AREA_COLOUR,
              strokeWeight: 3,
              fillColor: AREA_COLOUR,
              fillOpacity: 0.12,
              clickable: false,
            })
          : new maps.Polyline({ map, path, strokeColor: AREA_COLOUR, strokeWeight: 3, clickable: false }),
      );
      for (const p of path) {
        shape.push(
          new maps.Marker({
            map,
            position: p,
            clickable: false,
            icon: {
              path: maps.SymbolPath.CIRCLE,
              scale: 5,
              strokeColor: AREA_COLOUR,
              fillColor: '#fff',
              fillOpacity: 1,
            },
          }),
        );
      }
    },
    setPin(spec: PinSpec | null) {
      pin?.setMap(null);
      pin = null;
      if (!spec) return;
      pin = new maps.Marker({
        map,
        position: { lat: spec.lat, lng: spec.lng },
        title: spec.label,
        draggable: spec.draggable,
      });
      const onMove = spec.onMove;
      if (onMove) {
        pin.addListener('dragend', (e: google.maps.MapMouseEvent) => {
          const p = at(e);
          if (p) onMove(p);
        });
      }
    },
    openPopup(point, content, onClose) {
      infoClose = onClose;
      info.setContent(content);
      info.setPosition(point);
      info.open({ map });
    },
    closePopup: () => {
      info.close();
      infoClose = null;
    },
    onViewChange: (cb) => listen('idle', () => cb(view())),
    onClick: (cb) =>
      listen<google.maps.MapMouseEvent>('click', (e) => {
        const p = at(e);
        if (p) cb(p);
      }),
    onDoubleClick: (cb) =>
      listen<google.maps.MapMouseEvent>('dblclick', (e) => {
        const p = at(e);
        if (p) cb(p);
      }),
    resize: () => maps.event.trigger(map, 'resize'),
    destroy() {
      for (const m of markers) m.setMap(null);
      for (const s of shape) s.setMap(null);
      pin?.setMap(null);
      info.close();
      maps.event.clearInstanceListeners(map);
      el.replaceChildren();
    },
  };
  engine.setInteractive(opts.interactive);
  return engine;
}
