import { buildPropertyListItem, ok, type RecordedCall, renderWithProviders, stubApi } from '@abode/shared/test';
import type { PropertyMapPoint } from '@abode/shared/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEngine, type FakeEngine } from './engine/fake-engine.ts';
import { PropertiesMapPage } from './PropertiesMap.page.tsx';

const map = vi.hoisted(() => ({ engine: null as FakeEngine | null }));
vi.mock('./useMapEngine.ts', () => ({
  useMapEngine: () => map.engine,
  useMapsKey: () => ({ key: '', settled: true }),
}));

const marker = (id: number, latitude: number, longitude: number, title: string): PropertyMapPoint => ({
  id,
  slug_id: `home-${id}`,
  title,
  price: 25_000_000,
  latitude,
  longitude,
  property_type: 'sell',
  title_image: '',
  category_id: 2,
});
/** The list row of a marker's property. */
const card = (p: PropertyMapPoint) =>
  buildPropertyListItem({
    id: p.id,
    slug_id: p.slug_id,
    title_image: '',
    title: p.title,
    price: p.price,
    latitude: String(p.latitude),
    longitude: String(p.longitude),
  });
const MARKERS = [
  marker(1, 19.06, 72.83, 'Sea View Apartment'),
  marker(2, 19.061, 72.832, 'Bandra Loft'),
  marker(3, 18.52, 73.856, 'Pune Villa'),
];

function api() {
  return stubApi({
    'get-property-map': ok(MARKERS, { truncated: false }),
    'get-property-list': ({ url }) => ok((url.searchParams.has('polygon') ? MARKERS.slice(0, 1) : MARKERS).map(card)),
  });
}
const last = (calls: RecordedCall[], name: string) => calls.filter((c) => c.endpoint === name).at(-1)?.url;

beforeEach(() => {
  map.engine = createFakeEngine(19, 73, 7, 2);
});
afterEach(() => vi.unstubAllGlobals());

describe('PropertiesMapPage', () => {
  it('searches the view with the URL filters, clusters the markers and lists the results', async () => {
    const { calls } = api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map?property_type=0&city=Mumbai' });
    expect(await screen.findByText('Bandra Loft')).toBeTruthy();
    const req = last(calls, 'get-property-map');
    expect(req?.searchParams.get('bounds')).toBe('17,21,71,75');
    expect(req?.searchParams.get('property_type')).toBe('0');
    expect(req?.searchParams.get('city')).toBe('Mumbai');
    expect(req?.searchParams.has('polygon')).toBe(false);
    expect(last(calls, 'get-property-list')?.searchParams.get('bounds')).toBe('17,21,71,75');
    expect(screen.getByTestId('map-results-count').textContent).toBe('3 properties in this area');
    // Two Bandra homes make one cluster at zoom 7; Pune stands alone.
    await waitFor(() => expect(map.engine?.markers.map((m) => m.kind).sort()).toEqual(['cluster', 'point']));
    const cluster = map.engine?.markers.find((m) => m.kind === 'cluster');
    expect(cluster).toMatchObject({ count: 2, label: '2 properties here, zoom in' });
    expect(screen.getByRole('link', { name: /List view/ }).getAttribute('href')).toBe(
      '/properties?property_type=0&city=Mumbai',
    );
  });

  it('zooms into a cluster and opens a popup with price and link for a property', async () => {
    api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map' });
    await waitFor(() => expect(map.engine?.markers.some((m) => m.kind === 'cluster')).toBe(true));
    const cluster = map.engine?.markers.find((m) => m.kind === 'cluster');
    act(() => cluster?.onActivate?.());
    expect(map.engine?.setView).toHaveBeenCalledWith({ lat: cluster?.lat, lng: cluster?.lng }, expect.any(Number));
    const zoom = vi.mocked(map.engine?.setView)?.mock.calls.at(-1)?.[1] ?? 0;
    expect(zoom).toBeGreaterThan(7);
    await waitFor(() => expect(map.engine?.markers.filter((m) => m.kind === 'point').length).toBeGreaterThanOrEqual(2));
    const home = map.engine?.markers.find((m) => m.label.startsWith('Sea View Apartment'));
    expect(home?.label).toBe('Sea View Apartment, ₹ 2.50 Cr');
    act(() => home?.onActivate?.());
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).getByText('₹ 2.50 Cr')).toBeTruthy();
    expect(
      within(popup)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/properties-details/home-1');
  });

  it('re-queries when the map comes to rest after a move', async () => {
    const { calls } = api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map' });
    await screen.findByText('Bandra Loft');
    act(() => map.engine?.moveTo(19.07, 72.87, 12, 0.1));
    await waitFor(() =>
      expect(last(calls, 'get-property-map')?.searchParams.get('bounds')).toBe('18.97,19.17,72.77,72.97'),
    );
  });

  it('stops following the map when asked, and searches the view on "Search this area"', async () => {
    const { calls, fetchMock } = api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map' });
    await screen.findByText('Bandra Loft');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    const before = fetchMock.mock.calls.length;
    act(() => map.engine?.moveTo(19.07, 72.87, 12, 0.1));
    await new Promise((r) => setTimeout(r, 500));
    expect(fetchMock.mock.calls.length).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
    await waitFor(() =>
      expect(last(calls, 'get-property-list')?.searchParams.get('bounds')).toBe('18.97,19.17,72.77,72.97'),
    );
  });

  it('draws an area with the keyboard path and searches inside it, then clears it', async () => {
    const { calls } = api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map?city=Mumbai' });
    await screen.findByText('Pune Villa');
    fireEvent.click(screen.getByRole('button', { name: 'Draw an area' }));
    expect(map.engine?.setDrawing).toHaveBeenLastCalledWith(true);
    const corners: [number, number][] = [
      [19.05, 72.82],
      [19.05, 72.84],
      [19.07, 72.84],
    ];
    for (const [la, ln] of corners) {
      act(() => map.engine?.moveTo(la, ln));
      fireEvent.click(screen.getByRole('button', { name: 'Add point at map centre' }));
    }
    const list = screen.getByTestId('map-area-points');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Corner 3: 19.07000, 72.84000')).toBeTruthy();
    expect(map.engine?.shape).toEqual({ points: corners, closed: false });

    fireEvent.click(screen.getByRole('button', { name: 'Finish area' }));
    await waitFor(() =>
      expect(last(calls, 'get-property-list')?.searchParams.get('polygon')).toBe('19.05,72.82;19.05,72.84;19.07,72.84'),
    );
    const req = last(calls, 'get-property-map');
    expect(req?.searchParams.get('polygon')).toBe('19.05,72.82;19.05,72.84;19.07,72.84');
    expect(req?.searchParams.get('city')).toBe('Mumbai');
    expect(req?.searchParams.has('bounds')).toBe(false);
    expect(map.engine?.shape?.closed).toBe(true);
    await waitFor(() => expect(screen.queryByText('Pune Villa')).toBeNull());
    expect(screen.getByText('Showing properties inside the drawn area.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear area' }));
    await waitFor(() => expect(last(calls, 'get-property-list')?.searchParams.has('polygon')).toBe(false));
    expect(await screen.findByText('Pune Villa')).toBeTruthy();
    expect(map.engine?.shape).toBeNull();
  });

  it('map clicks add corners while drawing, a corner can be removed, and a double-click finishes', async () => {
    const { calls } = api();
    renderWithProviders(<PropertiesMapPage />, { path: '/properties-on-map' });
    await screen.findByText('Pune Villa');
    act(() => map.engine?.click(19, 72)); // not drawing: ignored
    fireEvent.click(screen.getByRole('button', { name: 'Draw an area' }));
    for (const [la, ln] of [
      [19, 72.8],
      [19.5, 72.8],
      [19.2, 73.5],
      [19.1, 72.9],
    ] as const) {
      act(() => map.engine?.click(la, ln));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove corner 2' }));
    expect(within(screen.getByTestId('map-area-points')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/19\.50000/)).toBeNull();
    act(() => map.engine?.doubleClick(19.1, 72.9));
    await waitFor(() =>
      expect(last(calls, 'get-property-map')?.searchParams.get('polygon')).toBe('19,72.8;19.2,73.5;19.1,72.9'),
    );
    expect(screen.getByRole('button', { name: 'Clear area' })).toBeTruthy();
  });
});
