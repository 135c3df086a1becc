import { abodeStore, languageAtom } from '@abode/shared';
import { renderWithProviders } from '@abode/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import { act, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEngine, type FakeEngine } from './engine/fake-engine.ts';
import { MarkersMap, type MarkersMapHandle } from './MarkersMap.tsx';
import { BOUNDS_DELAY_MS, MarkersMapView } from './MarkersMapView.tsx';

const map = vi.hoisted(() => ({ engine: null as FakeEngine | null }));
vi.mock('./useMapEngine.ts', () => ({
  useMapEngine: () => map.engine,
  useMapsKey: () => ({ key: '', settled: true }),
}));

/** Three projects: two side by side in Bandra, one in Pune. */
const MARKERS = [
  { id: 7, lat: 19.06, lng: 72.83, label: 'Sea Towers, Bandra', slug: 'sea-towers' },
  { id: 8, lat: 19.061, lng: 72.832, label: 'Hill Court, Bandra', slug: 'hill-court' },
  { id: 9, lat: 18.52, lng: 73.856, label: 'Pune Greens, Pune', slug: 'pune-greens' },
];

const initialLanguage = abodeStore.get(languageAtom);

beforeEach(() => {
  map.engine = createFakeEngine(19, 73, 7, 2);
});
afterEach(() => abodeStore.set(languageAtom, initialLanguage));

describe('MarkersMap', () => {
  it('reports the first view at once and later ones when the map rests, and clusters with the given name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onBoundsChange = vi.fn();
      renderWithProviders(
        <MarkersMapView
          markers={MARKERS}
          label="Map of projects"
          clusterLabel="{count} projects here, zoom in"
          onBoundsChange={onBoundsChange}
        />,
      );
      expect(onBoundsChange).toHaveBeenCalledWith({ min_lat: 17, max_lat: 21, min_lng: 71, max_lng: 75 });
      await waitFor(() => expect(map.engine?.markers.map((m) => m.kind).sort()).toEqual(['cluster', 'point']));
      expect(map.engine?.markers.find((m) => m.kind === 'cluster')?.label).toBe('2 projects here, zoom in');
      expect(map.engine?.markers.find((m) => m.kind === 'point')?.label).toBe('Pune Greens, Pune');

      // A drag is many moves: one report once the map has rested.
      act(() => map.engine?.moveTo(19.05, 72.9, 16, 0.1));
      act(() => map.engine?.moveTo(19.07, 72.87, 17, 0.1));
      expect(onBoundsChange).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(BOUNDS_DELAY_MS + 10));
      expect(onBoundsChange).toHaveBeenCalledTimes(2);
      expect(onBoundsChange).toHaveBeenLastCalledWith({
        min_lat: 18.97,
        max_lat: 19.17,
        min_lng: 72.77,
        max_lng: 72.97,
      });
      // Zoomed into Bandra, each project has its own named marker.
      expect(map.engine?.markers.map((m) => m.label).sort()).toEqual(['Hill Court, Bandra', 'Sea Towers, Bandra']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('zooms into a cluster, and a marker opens the popup the caller renders', async () => {
    renderWithProviders(
      <MarkersMapView
        markers={MARKERS}
        label="Map of projects"
        renderPopup={(m) => <a href={`/project-details/${m.slug}`}>Open {m.label}</a>}
      />,
    );
    await waitFor(() => expect(map.engine?.markers).toHaveLength(2));
    const cluster = map.engine?.markers.find((m) => m.kind === 'cluster');
    expect(cluster?.label).toBe('2 places here, zoom in');
    act(() => cluster?.onActivate?.());
    expect(map.engine?.setView).toHaveBeenLastCalledWith({ lat: cluster?.lat, lng: cluster?.lng }, expect.any(Number));
    await waitFor(() => expect(map.engine?.markers.filter((m) => m.kind === 'point')).toHaveLength(2));
    act(() => map.engine?.markers.find((m) => m.label === 'Hill Court, Bandra')?.onActivate?.());
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).getByRole('link', { name: 'Open Hill Court, Bandra' }).getAttribute('href')).toBe(
      '/project-details/hill-court',
    );
    expect(popup.getAttribute('dir')).toBe('ltr');
  });

  it('without a popup of its own, links the marker with "View details", in the page direction (Arabic: RTL)', async () => {
    abodeStore.set(languageAtom, {
      ...initialLanguage,
      selected: { ...initialLanguage.selected, code: 'ar', rtl: true },
    });
    map.engine = createFakeEngine(18.52, 73.856, 14, 0.05);
    renderWithProviders(<MarkersMapView markers={MARKERS} label="Map" markerHref={(m) => `/p/${m.slug}`} />);
    await waitFor(() => expect(map.engine?.markers).toHaveLength(1));
    act(() => map.engine?.markers[0]?.onActivate?.());
    const popup = await screen.findByTestId('map-popup');
    expect(popup.getAttribute('dir')).toBe('rtl');
    expect(within(popup).getByRole('link').getAttribute('href')).toBe('/p/pune-greens');
  });

  it('hands the page the live view (a button pressed mid-pan reads where the map is now)', async () => {
    const handle = createRef<MarkersMapHandle>();
    renderWithProviders(<MarkersMapView markers={MARKERS} label="Map" handle={handle} />);
    await waitFor(() => expect(handle.current?.getView()?.center).toEqual({ lat: 19, lng: 73 }));
    const live = {
      center: { lat: 19.5, lng: 73.5 },
      zoom: 7,
      bounds: { min_lat: 0, max_lat: 1, min_lng: 0, max_lng: 1 },
    };
    if (map.engine) map.engine.getView = () => live;
    expect(handle.current?.getView()).toBe(live);
  });

  it('markers without a popup or a link are names only (nothing to activate)', async () => {
    map.engine = createFakeEngine(18.52, 73.856, 14, 0.05);
    renderWithProviders(<MarkersMapView markers={MARKERS} label="Map" />);
    await waitFor(() => expect(map.engine?.markers).toHaveLength(1));
    expect(map.engine?.markers[0]?.onActivate).toBeUndefined();
  });

  it('holds its height and shows its controls while the map loads, then the map in the same frame', async () => {
    map.engine = null;
    renderWithProviders(
      <MarkersMap markers={[]} label="Map of projects" height={480} toolbar={<button type="button">Extra</button>} />,
    );
    const canvas = await screen.findByTestId('map-canvas');
    // 480 px, as Mantine writes it.
    expect(canvas.style.height).toContain('30rem');
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move map north' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Extra' })).toBeTruthy();
  });
});
