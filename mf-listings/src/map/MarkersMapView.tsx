// The markers map itself: the engine in the frame, markers clustered for the view (a cluster zooms in, a
// marker opens its popup), the view reported as it settles (the box debounced, for queries), and what a page
// draws on it (the search area). Callbacks are read through a ref: a page may pass new functions each render.

import { fill, useDirection } from '@abode/shared';
import { Anchor, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { createClusterIndex, itemsInView } from './clusters.ts';
import type { MapViewState, MarkerSpec } from './engine/types.ts';
import type { LatLng } from './geo.ts';
import { MapFrame } from './MapFrame.tsx';
import type { MapMarker, MarkersMapProps } from './MarkersMap.tsx';
import { useMapEngine } from './useMapEngine.ts';

/** India, where the demo listings are. */
const START = { center: { lat: 21.5, lng: 78.5 }, zoom: 5 };
/** The box is reported once the map has rested this long (a drag is many small moves). */
export const BOUNDS_DELAY_MS = 350;

export function MarkersMapView<M extends MapMarker>(props: MarkersMapProps<M>) {
  const t = useT();
  const { rtl } = useDirection();
  const { markers, drawing = false, shape = null, fitBounds = null } = props;
  const mapRef = useRef<HTMLDivElement>(null);
  const engine = useMapEngine(mapRef, {
    center: props.center ?? START.center,
    zoom: props.zoom ?? START.zoom,
    interactive: true,
    zoomControl: false,
    label: props.label,
  });
  const latest = useRef(props);
  latest.current = props;
  useImperativeHandle(props.handle, () => ({ getView: () => engine?.getView() ?? null }), [engine]);
  const [view, setView] = useState<MapViewState | null>(null);
  // The marker whose popup is open, and where: set on activation, the popup opened once its content is drawn.
  const [selected, setSelected] = useState<{ marker: M; at: LatLng } | null>(null);
  const popupEl = useMemo(() => document.createElement('div'), []);

  // The view: clusters follow at once, the box for queries after the map rests.
  useEffect(() => {
    if (!engine) return;
    const now = engine.getView();
    setView(now);
    latest.current.onViewChange?.(now);
    latest.current.onBoundsChange?.(now.bounds);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offView = engine.onViewChange((v) => {
      setView(v);
      latest.current.onViewChange?.(v);
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.onBoundsChange?.(v.bounds), BOUNDS_DELAY_MS);
    });
    const offClick = engine.onClick((at) => latest.current.onMapClick?.(at));
    const offDouble = engine.onDoubleClick((at) => latest.current.onMapDoubleClick?.(at));
    return () => {
      clearTimeout(timer);
      offView();
      offClick();
      offDouble();
    };
  }, [engine]);

  const index = useMemo(() => createClusterIndex(markers), [markers]);
  const items = useMemo(() => (view ? itemsInView(index, view.bounds, view.zoom) : []), [index, view]);
  const clusterLabel = props.clusterLabel ?? t('mapMarkersCluster');
  const opens = Boolean(props.renderPopup || props.markerHref);

  // Markers: a cluster zooms in, a marker opens its popup.
  useEffect(() => {
    if (!engine) return;
    const specs: MarkerSpec[] = items.map((it) =>
      it.kind === 'cluster'
        ? {
            key: it.key,
            kind: 'cluster',
            lat: it.lat,
            lng: it.lng,
            count: it.count,
            label: fill(clusterLabel, { count: it.count }),
            onActivate: () => engine.setView({ lat: it.lat, lng: it.lng }, it.expansionZoom),
          }
        : {
            key: it.key,
            kind: 'point',
            lat: it.lat,
            lng: it.lng,
            label: it.point.label,
            ...(opens ? { onActivate: () => setSelected({ marker: it.point, at: { lat: it.lat, lng: it.lng } }) } : {}),
          },
    );
    engine.setMarkers(specs);
  }, [engine, items, clusterLabel, opens]);

  // The popup opens after its content is in the element (portals commit before layout effects): the map sizes
  // a popup by what it holds when it opens, and an empty one would stay a sliver with the card spilling out.
  useLayoutEffect(() => {
    if (!engine || !selected) return;
    engine.openPopup(selected.at, popupEl, () => setSelected((now) => (now === selected ? null : now)));
  }, [engine, selected, popupEl]);

  useEffect(() => {
    engine?.setDrawing(drawing);
  }, [engine, drawing]);
  useEffect(() => {
    engine?.setShape(shape);
  }, [engine, shape]);
  useEffect(() => {
    if (engine && fitBounds) engine.fitBounds(fitBounds);
  }, [engine, fitBounds]);

  const popup = (m: M) => {
    if (props.renderPopup) return props.renderPopup(m);
    const href = props.markerHref?.(m);
    return (
      <Stack gap={4}>
        <Text fw={700} dir="auto">
          {m.label}
        </Text>
        {href && (
          <Anchor component={Link} to={href}>
            {t('mapViewDetails')}
            <VisuallyHidden>: {m.label}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    );
  };

  return (
    <>
      <MapFrame engine={engine} height={props.height} toolbar={props.toolbar} panel={props.panel} mapRef={mapRef} />
      {selected &&
        createPortal(
          // The map is laid out left to right; its popup reads in the page's direction.
          <Box dir={rtl ? 'rtl' : 'ltr'} data-testid="map-popup">
            {popup(selected.marker)}
          </Box>,
          popupEl,
        )}
    </>
  );
}
