// Properties on the map: the list page's URL filters, markers with clusters re-queried as the map moves,
// a list of the results in view, and a drawn search area (clicks on the map, or the keyboard and
// single-pointer path: move the map, "Add point at map centre", remove points from the list).

import { apiQueryFn, fill, Price, usePrice, userIdAtom, useUrlFilters } from '@abode/shared';
import { type PropertyMapPoint, propertyListItem, propertyMapPoint } from '@abode/shared/wire';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { PropertyTypeControl } from '../components/PropertyTypeControl.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { createClusterIndex, itemsInView } from './clusters.ts';
import { canFinish, drawReducer, initialDraw } from './draw.ts';
import type { MapViewState, MarkerSpec } from './engine/types.ts';
import { boundsOf, formatLatLng, type MapBounds, mapSearchParams } from './geo.ts';
import { MapMoveControls } from './MapMoveControls.tsx';
import { useMapEngine } from './useMapEngine.ts';

const FILTER_KEYS = ['property_type', 'category_id', 'city', 'min_price', 'max_price', 'search'] as const;
/** India, where the demo listings are. */
const START = { center: { lat: 21.5, lng: 78.5 }, zoom: 5 };
const REQUERY_DELAY_MS = 350;
const MARKER_LIMIT = 1000;
const LIST_LIMIT = 20;
/** One press of a move button pans this share of the view. */

/** The map view page. */
export function PropertiesMapPage() {
  const t = useT();
  const price = usePrice();
  const userId = useAtomValue(userIdAtom);
  const [searchParams] = useSearchParams();
  const { applied, draft, set, apply, clear } = useUrlFilters(FILTER_KEYS);

  const mapRef = useRef<HTMLDivElement>(null);
  const engine = useMapEngine(mapRef, { ...START, interactive: true, zoomControl: false, label: t('mapRegion') });

  const [view, setView] = useState<MapViewState | null>(null);
  const [searchBounds, setSearchBounds] = useState<MapBounds | null>(null);
  const [follow, setFollow] = useState(true);
  const followRef = useRef(follow);
  followRef.current = follow;
  const [draw, dispatch] = useReducer(drawReducer, initialDraw);
  const drawingRef = useRef(draw.drawing);
  drawingRef.current = draw.drawing;
  const polygon = draw.closed ? draw.points : null;
  const [selected, setSelected] = useState<PropertyMapPoint | null>(null);
  const popupEl = useMemo(() => document.createElement('div'), []);

  useEffect(() => {
    document.title = `${t('mapTitle')} | Abode`;
  }, [t]);

  // The view: clusters follow at once, the search follows after the map rests.
  useEffect(() => {
    if (!engine) return;
    const now = engine.getView();
    setView(now);
    setSearchBounds(now.bounds);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offView = engine.onViewChange((v) => {
      setView(v);
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (followRef.current) setSearchBounds(v.bounds);
      }, REQUERY_DELAY_MS);
    });
    const offClick = engine.onClick((at) => {
      if (drawingRef.current) dispatch({ type: 'add', point: [at.lat, at.lng] });
    });
    const offDouble = engine.onDoubleClick(() => {
      if (drawingRef.current) dispatch({ type: 'finish' });
    });
    return () => {
      clearTimeout(timer);
      offView();
      offClick();
      offDouble();
    };
  }, [engine]);

  const params = mapSearchParams(applied, { bounds: searchBounds, polygon });
  const ready = Boolean(searchBounds || polygon);
  const markers = useQuery({
    queryKey: ['properties', 'map', 'markers', params, userId ?? 0] as const,
    queryFn: apiQueryFn('get-property-map', z.array(propertyMapPoint), { ...params, limit: MARKER_LIMIT }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const list = useQuery({
    queryKey: ['properties', 'map', 'list', params, userId ?? 0] as const,
    queryFn: apiQueryFn('get-property-list', z.array(propertyListItem), { ...params, limit: LIST_LIMIT, offset: 0 }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  const points = markers.data?.data;
  const index = useMemo(() => createClusterIndex(points ?? []), [points]);
  const items = useMemo(() => (view ? itemsInView(index, view.bounds, view.zoom) : []), [index, view]);

  // Markers: a cluster zooms in, a property opens its popup.
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
            label: fill(t('mapClusterLabel'), { count: it.count }),
            onActivate: () => engine.setView({ lat: it.lat, lng: it.lng }, it.expansionZoom),
          }
        : {
            key: it.key,
            kind: 'point',
            lat: it.lat,
            lng: it.lng,
            label: fill(t('mapPropertyLabel'), { title: it.point.title, price: price(it.point.price) }),
            onActivate: () => {
              setSelected(it.point);
              engine.openPopup({ lat: it.lat, lng: it.lng }, popupEl, () => setSelected(null));
            },
          },
    );
    engine.setMarkers(specs);
  }, [engine, items, t, price, popupEl]);

  useEffect(() => {
    engine?.setDrawing(draw.drawing);
    engine?.setShape(draw.points.length ? { points: draw.points, closed: draw.closed } : null);
  }, [engine, draw]);

  // A finished area comes fully into view.
  useEffect(() => {
    if (!engine || !polygon) return;
    const b = boundsOf(polygon.map(([lat, lng]) => ({ lat, lng })));
    if (b) engine.fitBounds(b);
  }, [engine, polygon]);

  const searchHere = () => {
    if (!engine) return;
    dispatch({ type: 'clear' });
    setSearchBounds(engine.getView().bounds);
  };
  const addCentre = () => {
    if (!engine) return;
    const { center } = engine.getView();
    dispatch({ type: 'add', point: [center.lat, center.lng] });
  };

  const total = list.data?.total ?? 0;
  const shown = list.data?.data.length ?? 0;
  const truncated = Boolean(markers.data?.truncated);
  const listQuery = searchParams.toString();

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('mapTitle')}</Title>
        <Anchor component={Link} to={link('properties', {}, listQuery)}>
          {t('mapListView')}
        </Anchor>
      </Group>

      <form onSubmit={apply} aria-label={t('mapFilters')}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={draft.search}
              onChange={(e) => set('search')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <PropertyTypeControl value={draft.property_type} onChange={set('property_type')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput
              label={t('minPrice')}
              min={0}
              value={draft.min_price}
              onChange={set('min_price')}
              thousandSeparator=","
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput
              label={t('maxPrice')}
              min={0}
              value={draft.max_price}
              onChange={set('max_price')}
              thousandSeparator=","
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Group>
              <Button type="submit">{t('applyFilter')}</Button>
              <Button variant="default" onClick={clear}>
                {t('clearFilter')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>

      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <Box pos="relative">
              <Box
                ref={mapRef}
                dir="ltr"
                h={{ base: 420, md: 560 }}
                data-testid="properties-map"
                style={{ borderRadius: 8 }}
              />
              {!engine && (
                <Text pos="absolute" top="45%" w="100%" ta="center" c="dimmed" aria-live="polite">
                  {t('mapLoading')}
                </Text>
              )}
            </Box>

            <Paper withBorder p="sm" component="section" aria-label={t('mapControls')}>
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  <MapMoveControls engine={engine} />
                  <Checkbox
                    label={t('mapSearchAsMove')}
                    checked={follow}
                    onChange={(e) => setFollow(e.currentTarget.checked)}
                  />
                  <Button variant="light" onClick={searchHere} disabled={!engine}>
                    {t('mapSearchThisArea')}
                  </Button>
                </Group>

                <Group gap="xs" wrap="wrap">
                  {!draw.drawing && (
                    <Button onClick={() => dispatch({ type: 'start' })} disabled={!engine}>
                      {t('mapDrawArea')}
                    </Button>
                  )}
                  {draw.drawing && (
                    <>
                      <Button onClick={addCentre}>{t('mapAddCentre')}</Button>
                      <Button onClick={() => dispatch({ type: 'finish' })} disabled={!canFinish(draw)}>
                        {t('mapFinishArea')}
                      </Button>
                      <Button
                        variant="default"
                        onClick={() => dispatch({ type: 'undo' })}
                        disabled={!draw.points.length}
                      >
                        {t('mapUndoPoint')}
                      </Button>
                      <Button variant="default" onClick={() => dispatch({ type: 'cancel' })}>
                        {t('mapCancelDrawing')}
                      </Button>
                    </>
                  )}
                  {draw.closed && (
                    <Button variant="default" color="red" onClick={() => dispatch({ type: 'clear' })}>
                      {t('mapClearArea')}
                    </Button>
                  )}
                </Group>
                {draw.drawing && (
                  <Text size="sm" c="dimmed">
                    {t('mapDrawHelp')} {draw.points.length < 3 ? t('mapPointsNeeded') : ''}
                  </Text>
                )}
                {draw.points.length > 0 && (
                  <Box>
                    <Text size="sm" fw={600} id="map-area-points">
                      {t('mapAreaPoints')}
                    </Text>
                    <Box
                      component="ol"
                      aria-labelledby="map-area-points"
                      m={0}
                      p={0}
                      style={{ listStyle: 'none' }}
                      data-testid="map-area-points"
                    >
                      {draw.points.map(([lat, lng], i) => (
                        <Box component="li" key={`${lat},${lng}`}>
                          <Group gap="xs" wrap="nowrap">
                            <Text size="sm">{fill(t('mapPointN'), { n: i + 1, coords: formatLatLng(lat, lng) })}</Text>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              onClick={() => dispatch({ type: 'remove', index: i })}
                              aria-label={fill(t('mapRemovePoint'), { n: i + 1 })}
                            >
                              ×
                            </Button>
                          </Group>
                        </Box>
                      ))}
                    </Box>
                  </Box>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack component="section" aria-labelledby="map-results-title" gap="sm">
            <Title order={2} size="h4" id="map-results-title">
              {t('mapResults')}
            </Title>
            <Text size="sm" aria-live="polite" data-testid="map-results-count">
              {list.isSuccess || list.isPlaceholderData
                ? total > shown
                  ? fill(t('mapResultsShowing'), { shown, count: total })
                  : fill(t('mapResultsCount'), { count: total })
                : ''}
            </Text>
            {polygon && (
              <Alert color="grape" variant="light" p="xs">
                {t('mapAreaActive')}
              </Alert>
            )}
            {truncated && (
              <Alert color="yellow" variant="light" p="xs">
                {fill(t('mapTruncated'), { count: points?.length ?? 0 })}
              </Alert>
            )}
            {list.isError && (
              <Alert color="red" role="alert">
                {list.error.message}
              </Alert>
            )}
            {list.isSuccess && shown === 0 && <Text c="dimmed">{t('mapNoResults')}</Text>}
            <Stack gap="sm" data-testid="map-results" style={{ maxHeight: 900, overflowY: 'auto' }}>
              {(list.data?.data ?? []).map((p) => (
                <PropertyCard key={p.id} property={p} />
              ))}
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>

      {selected &&
        createPortal(
          <Stack gap={4} data-testid="map-popup">
            <Text fw={700} dir="auto">
              {selected.title}
            </Text>
            <Text>
              <Price amount={selected.price} />
            </Text>
            <Anchor component={Link} to={link('propertyDetail', { slug_id: selected.slug_id })}>
              {t('mapViewDetails')}
              <VisuallyHidden>: {selected.title}</VisuallyHidden>
            </Anchor>
          </Stack>,
          popupEl,
        )}
    </Stack>
  );
}
