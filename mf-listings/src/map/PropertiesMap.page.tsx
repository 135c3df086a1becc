// Properties on the map: the list page's URL filters, markers with clusters re-queried as the map moves
// (on the product's one markers map, MarkersMapView), a list of the results in view, and a drawn search area
// (clicks on the map, or the keyboard and single-pointer path: move the map, "Add point at map centre",
// remove points from the list).

import { call, fill, operationKey, Price, usePrice, userIdAtom, useUrlFilters } from '@abode/shared';
import { getPropertyList, getPropertyMap, type OperationInput } from '@abode/shared/operations';
import type { PropertyMapPoint } from '@abode/shared/wire';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { PropertyTypeControl } from '../components/PropertyTypeControl.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { canFinish, drawReducer, initialDraw } from './draw.ts';
import type { MapViewState, ShapeSpec } from './engine/types.ts';
import { boundsOf, formatLatLng, type LatLng, type MapBounds, mapSearchParams } from './geo.ts';
import type { MapMarker, MarkersMapHandle } from './MarkersMap.tsx';
import { MarkersMapView } from './MarkersMapView.tsx';

const FILTER_KEYS = ['property_type', 'category_id', 'city', 'min_price', 'max_price', 'search'] as const;
const MARKER_LIMIT = 1000;
const LIST_LIMIT = 20;

/** A property's marker: its place, its name (title and price), and the point for its popup. */
interface PropertyMarker extends MapMarker {
  point: PropertyMapPoint;
}

/** The map view page. */
export function PropertiesMapPage() {
  const t = useT();
  const price = usePrice();
  const userId = useAtomValue(userIdAtom);
  const [searchParams] = useSearchParams();
  const { applied, draft, set, apply, clear } = useUrlFilters(FILTER_KEYS);

  const mapHandle = useRef<MarkersMapHandle>(null);
  const [view, setView] = useState<MapViewState | null>(null);
  const [searchBounds, setSearchBounds] = useState<MapBounds | null>(null);
  const [follow, setFollow] = useState(true);
  const followRef = useRef(follow);
  followRef.current = follow;
  const [draw, dispatch] = useReducer(drawReducer, initialDraw);
  const drawingRef = useRef(draw.drawing);
  drawingRef.current = draw.drawing;
  const polygon = draw.closed ? draw.points : null;

  useEffect(() => {
    document.title = `${t('mapTitle')} | Abode`;
  }, [t]);

  // The search follows the view after the map rests: the first view always, later ones while "Search as I move
  // the map" is on. The buttons read the view live from the map (a press may come mid-pan).
  const onViewChange = useCallback((v: MapViewState) => setView(v), []);
  const onBoundsChange = useCallback((b: MapBounds) => {
    setSearchBounds((old) => (followRef.current || !old ? b : old));
  }, []);
  const onMapClick = useCallback((at: LatLng) => {
    if (drawingRef.current) dispatch({ type: 'add', point: [at.lat, at.lng] });
  }, []);
  const onMapDoubleClick = useCallback(() => {
    if (drawingRef.current) dispatch({ type: 'finish' });
  }, []);

  const params = mapSearchParams(applied, { bounds: searchBounds, polygon });
  const ready = Boolean(searchBounds || polygon);
  const markersInput = { query: { ...params, limit: MARKER_LIMIT } as OperationInput<typeof getPropertyMap>['query'] };
  const markers = useQuery({
    queryKey: operationKey(getPropertyMap, markersInput, userId),
    queryFn: ({ signal }) => call(getPropertyMap, markersInput, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const listInput = {
    query: { ...params, limit: LIST_LIMIT, offset: 0 } as OperationInput<typeof getPropertyList>['query'],
  };
  const list = useQuery({
    queryKey: operationKey(getPropertyList, listInput, userId),
    queryFn: ({ signal }) => call(getPropertyList, listInput, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  const points = markers.data?.data;
  const pins = useMemo<PropertyMarker[]>(
    () =>
      (points ?? []).map((p) => ({
        id: p.id,
        lat: p.latitude,
        lng: p.longitude,
        label: fill(t('mapPropertyLabel'), { title: p.title, price: price(p.price) }),
        point: p,
      })),
    [points, t, price],
  );
  const renderPopup = useCallback(
    ({ point }: PropertyMarker) => (
      <Stack gap={4}>
        <Text fw={700} dir="auto">
          {point.title}
        </Text>
        <Text>
          <Price amount={point.price} />
        </Text>
        <Anchor component={Link} to={link('propertyDetail', { slug_id: point.slug_id })}>
          {t('mapViewDetails')}
          <VisuallyHidden>: {point.title}</VisuallyHidden>
        </Anchor>
      </Stack>
    ),
    [t],
  );

  const shape = useMemo<ShapeSpec | null>(
    () => (draw.points.length ? { points: draw.points, closed: draw.closed } : null),
    [draw.points, draw.closed],
  );
  // A finished area comes fully into view.
  const fit = useMemo(() => (polygon ? boundsOf(polygon.map(([lat, lng]) => ({ lat, lng }))) : null), [polygon]);

  const searchHere = () => {
    const now = mapHandle.current?.getView();
    if (!now) return;
    dispatch({ type: 'clear' });
    setSearchBounds(now.bounds);
  };
  const addCentre = () => {
    const now = mapHandle.current?.getView();
    if (!now) return;
    dispatch({ type: 'add', point: [now.center.lat, now.center.lng] });
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
          <MarkersMapView
            handle={mapHandle}
            markers={pins}
            label={t('mapRegion')}
            clusterLabel={t('mapClusterLabel')}
            renderPopup={renderPopup}
            onViewChange={onViewChange}
            onBoundsChange={onBoundsChange}
            onMapClick={onMapClick}
            onMapDoubleClick={onMapDoubleClick}
            drawing={draw.drawing}
            shape={shape}
            fitBounds={fit}
            toolbar={
              <>
                <Checkbox
                  label={t('mapSearchAsMove')}
                  checked={follow}
                  onChange={(e) => setFollow(e.currentTarget.checked)}
                />
                <Button variant="light" onClick={searchHere} disabled={!view}>
                  {t('mapSearchThisArea')}
                </Button>
              </>
            }
            panel={
              <>
                <Group gap="xs" wrap="wrap">
                  {!draw.drawing && (
                    <Button onClick={() => dispatch({ type: 'start' })} disabled={!view}>
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
              </>
            }
          />
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
    </Stack>
  );
}
