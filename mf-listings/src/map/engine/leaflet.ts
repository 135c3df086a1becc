// The built-in map: Leaflet with no tile server. Land and country outlines are drawn from the bundled
// world outline on a canvas; city and country names are our own labels; markers, clusters, the drawn
// area and the scale work the same at every zoom, so the map stays useful zoomed into a city offline.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../map.css';
import { PLACES, RANK_MIN_ZOOM } from '../assets/places.ts';
import { loadBaseMap } from '../basemap.ts';
import { viewToBounds } from '../geo.ts';
import type { EngineOptions, MapEngine, MapViewState, MarkerSpec, PinSpec, ShapeSpec } from './types.ts';

const AREA_COLOUR = '#c2255c';
const INTERACTIONS = ['dragging', 'touchZoom', 'doubleClickZoom', 'scrollWheelZoom', 'boxZoom', 'keyboard'] as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function markerIcon(m: MarkerSpec): L.DivIcon {
  if (m.kind === 'cluster') {
    const size = m.count && m.count >= 100 ? 48 : m.count && m.count >= 10 ? 40 : 34;
    return L.divIcon({
      className: 'abode-map-cluster',
      html: `<span aria-hidden="true">${m.count ?? ''}</span>`,
      iconSize: [size, size],
    });
  }
  return L.divIcon({ className: 'abode-map-point', html: '<span aria-hidden="true"></span>', iconSize: [22, 22] });
}

/** Names the marker element for assistive technology (Leaflet gives it role=button and a tab stop). */
function nameMarker(marker: L.Marker, label: string) {
  const el = marker.getElement();
  if (!el) return;
  // A marker without keyboard access is a plain div: a name needs a role (aria-prohibited-attr).
  if (!el.getAttribute('role')) el.setAttribute('role', 'img');
  el.setAttribute('aria-label', label);
}

export function createLeafletEngine(el: HTMLElement, opts: EngineOptions): MapEngine {
  el.classList.add('abode-map');
  const map = L.map(el, {
    center: [opts.center.lat, opts.center.lng],
    zoom: opts.zoom,
    minZoom: 2,
    maxZoom: 18,
    zoomControl: false,
    attributionControl: false,
    worldCopyJump: true,
    keyboardPanDelta: 120,
  });
  const zoomControl = L.control.zoom({
    position: 'topleft',
    zoomInTitle: opts.labels.zoomIn,
    zoomOutTitle: opts.labels.zoomOut,
  });
  L.control.scale({ position: 'bottomleft' }).addTo(map);

  const container = map.getContainer();
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', opts.labels.map);
  container.setAttribute('aria-roledescription', 'map');

  // Base map: land on a sea-coloured container, borders, then our labels in a pane under the markers.
  const canvas = L.canvas({ padding: 0.5 });
  const labelPane = map.createPane('abode-labels');
  labelPane.style.zIndex = '450';
  // Place names are visual context only; the results list and marker names carry the information.
  labelPane.setAttribute('aria-hidden', 'true');
  const countryLabels = L.layerGroup();
  const cityLabels = new Map<1 | 2 | 3, L.LayerGroup>([
    [1, L.layerGroup()],
    [2, L.layerGroup()],
    [3, L.layerGroup()],
  ]);
  const label = (name: string, lat: number, lng: number, cls: string) =>
    L.marker([lat, lng], {
      pane: 'abode-labels',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: cls,
        html: `<span>${escapeHtml(name)}</span>`,
        iconSize: null as unknown as L.PointExpression,
      }),
    });
  for (const [name, lat, lng, rank] of PLACES)
    label(name, lat, lng, 'abode-map-city').addTo(cityLabels.get(rank) as L.LayerGroup);
  let destroyed = false;
  loadBaseMap()
    .then((base) => {
      if (destroyed) return;
      // GeoJSON hands its options to the polygons it makes, renderer included (the typings omit it).
      const options = {
        renderer: canvas,
        interactive: false,
        style: { color: '#9c8f80', weight: 0.8, fillColor: '#f2efe9', fillOpacity: 1 },
      } as L.GeoJSONOptions;
      L.geoJSON(base.countries, options).addTo(map).bringToBack();
      for (const c of base.labels) label(c.name, c.lat, c.lng, 'abode-map-country').addTo(countryLabels);
      syncLabels();
    })
    .catch(() => {
      // The sea colour, labels, markers and the scale still work without the outline.
    });

  function syncLabels() {
    const z = map.getZoom();
    const toggle = (layer: L.LayerGroup, on: boolean) => {
      if (on && !map.hasLayer(layer)) layer.addTo(map);
      if (!on && map.hasLayer(layer)) layer.remove();
    };
    toggle(countryLabels, z >= 3 && z <= 6);
    for (const [rank, layer] of cityLabels) toggle(layer, z >= RANK_MIN_ZOOM[rank]);
  }
  map.on('zoomend', syncLabels);
  syncLabels();

  let markers = L.layerGroup().addTo(map);
  let shape: L.LayerGroup | null = null;
  let pin: L.Marker | null = null;
  let popup: L.Popup | null = null;

  const view = (): MapViewState => {
    const b = map.getBounds();
    const c = map.getCenter();
    return {
      center: { lat: c.lat, lng: L.Util.wrapNum(c.lng, [-180, 180], true) },
      zoom: map.getZoom(),
      bounds: viewToBounds(b.getSouth(), b.getWest(), b.getNorth(), b.getEast()),
    };
  };

  const engine: MapEngine = {
    kind: 'leaflet',
    getView: view,
    setView: (center, zoom) => map.setView([center.lat, center.lng], zoom),
    fitBounds: (b, maxZoom = 16) =>
      map.fitBounds(
        [
          [b.min_lat, b.min_lng],
          [b.max_lat, b.max_lng],
        ],
        { maxZoom, padding: [24, 24] },
      ),
    panBy: (fx, fy) => {
      const size = map.getSize();
      map.panBy([fx * size.x, fy * size.y]);
    },
    zoomBy: (d) => map.setZoom(map.getZoom() + d),
    setInteractive(on) {
      for (const h of INTERACTIONS) {
        if (on) map[h].enable();
        else map[h].disable();
      }
      if (on && opts.zoomControl) zoomControl.addTo(map);
      else zoomControl.remove();
      container.tabIndex = on ? 0 : -1;
    },
    setDrawing(on) {
      if (on) map.doubleClickZoom.disable();
      else if (map.dragging.enabled()) map.doubleClickZoom.enable();
      container.classList.toggle('abode-map--drawing', on);
    },
    setMarkers(list) {
      // Markers are remade on every change; a keyboard user on one lands on the map, not the page top.
      const active = document.activeElement;
      const hadFocus =
        active instanceof HTMLElement && active.classList.contains('leaflet-marker-icon') && container.contains(active);
      markers.remove();
      markers = L.layerGroup();
      for (const m of list) {
        const marker = L.marker([m.lat, m.lng], {
          icon: markerIcon(m),
          title: m.label,
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: m.kind === 'cluster' ? 1000 : 0,
        });
        const activate = m.onActivate;
        if (activate) {
          marker.on('click', activate);
          // A focused marker (role=button) activates with Enter or Space, like any button.
          marker.on('keypress', (e: L.LeafletKeyboardEvent) => {
            const key = e.originalEvent.key;
            if (key === 'Enter' || key === ' ') {
              e.originalEvent.preventDefault();
              activate();
            }
          });
        }
        marker.on('add', () => nameMarker(marker, m.label));
        markers.addLayer(marker);
      }
      markers.addTo(map);
      if (hadFocus) container.focus({ preventScroll: true });
    },
    setShape(spec: ShapeSpec | null) {
      shape?.remove();
      shape = null;
      if (!spec?.points.length) return;
      const latlngs = spec.points.map(([lat, lng]) => L.latLng(lat, lng));
      shape = L.layerGroup();
      if (spec.closed) {
        L.polygon(latlngs, { color: AREA_COLOUR, weight: 3, fillOpacity: 0.12, interactive: false }).addTo(shape);
      } else {
        L.polyline(latlngs, { color: AREA_COLOUR, weight: 3, dashArray: '6 6', interactive: false }).addTo(shape);
      }
      for (const p of latlngs) {
        L.circleMarker(p, {
          radius: 5,
          color: AREA_COLOUR,
          fillColor: '#fff',
          fillOpacity: 1,
          interactive: false,
        }).addTo(shape);
      }
      shape.addTo(map);
    },
    setPin(spec: PinSpec | null) {
      pin?.remove();
      pin = null;
      if (!spec) return;
      const marker = L.marker([spec.lat, spec.lng], {
        icon: L.divIcon({
          className: 'abode-map-pin',
          html: '<span aria-hidden="true"></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        }),
        title: spec.label,
        draggable: spec.draggable,
        keyboard: false,
      });
      marker.on('add', () => nameMarker(marker, spec.label));
      if (spec.onMove) {
        const onMove = spec.onMove;
        marker.on('dragend', () => {
          const p = marker.getLatLng();
          onMove({ lat: p.lat, lng: L.Util.wrapNum(p.lng, [-180, 180], true) });
        });
      }
      pin = marker.addTo(map);
    },
    openPopup(at, content, onClose) {
      popup?.off('remove');
      popup = L.popup({ maxWidth: 280, autoPanPadding: [24, 24] })
        .setLatLng([at.lat, at.lng])
        .setContent(content);
      popup.on('remove', () => {
        popup = null;
        onClose();
      });
      popup.openOn(map);
      popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', opts.labels.closePopup);
    },
    closePopup: () => {
      map.closePopup();
    },
    onViewChange(cb) {
      const h = () => cb(view());
      map.on('moveend', h);
      return () => map.off('moveend', h);
    },
    onClick(cb) {
      const h = (e: L.LeafletMouseEvent) =>
        cb({ lat: e.latlng.lat, lng: L.Util.wrapNum(e.latlng.lng, [-180, 180], true) });
      map.on('click', h);
      return () => map.off('click', h);
    },
    onDoubleClick(cb) {
      const h = (e: L.LeafletMouseEvent) =>
        cb({ lat: e.latlng.lat, lng: L.Util.wrapNum(e.latlng.lng, [-180, 180], true) });
      map.on('dblclick', h);
      return () => map.off('dblclick', h);
    },
    resize: () => map.invalidateSize(),
    destroy() {
      destroyed = true;
      map.remove();
      el.classList.remove('abode-map', 'abode-map--drawing');
    },
  };
  engine.setInteractive(opts.interactive);
  return engine;
}
