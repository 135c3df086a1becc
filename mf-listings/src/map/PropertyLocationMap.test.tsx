import { renderWithProviders, stubApi } from '@abode/shared/test';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEngine, type FakeEngine } from './engine/fake-engine.ts';
import { PropertyLocationMap } from './PropertyLocationMap.tsx';

const map = vi.hoisted(() => ({ engine: null as FakeEngine | null, init: null as unknown }));
vi.mock('./useMapEngine.ts', () => ({
  useMapEngine: (_ref: unknown, init: unknown) => {
    map.init = init;
    return map.engine;
  },
  useMapsKey: () => ({ key: '', settled: true }),
}));

/** An IntersectionObserver the test drives: `enter()` brings every observed element into view. */
const io = vi.hoisted(() => ({ callbacks: [] as ((entries: { isIntersecting: boolean }[]) => void)[] }));
function enter() {
  for (const cb of io.callbacks) cb([{ isIntersecting: true }]);
}

beforeEach(() => {
  io.callbacks = [];
  map.init = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        io.callbacks.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  map.engine = createFakeEngine();
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('PropertyLocationMap', () => {
  it('shows a fixed pin named after the property on a still map, explorable on request', async () => {
    renderWithProviders(<PropertyLocationMap latitude="19.0596" longitude="72.8295" title="Sea View Apartment" />);
    // Nothing of the map loads until it comes near the viewport.
    expect(screen.getByTestId('location-map-placeholder')).toBeTruthy();
    expect(map.init).toBeNull();
    act(() => enter());
    await waitFor(() =>
      expect(map.engine?.pin).toEqual({ lat: 19.0596, lng: 72.8295, label: 'Sea View Apartment', draggable: false }),
    );
    expect(map.init).toMatchObject({ center: { lat: 19.0596, lng: 72.8295 }, interactive: false });
    expect(map.engine?.setInteractive).toHaveBeenLastCalledWith(false);
    const toggle = screen.getByRole('button', { name: 'Explore the map' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(map.engine?.setInteractive).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Lock the map' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('renders nothing without usable coordinates', () => {
    const { container } = renderWithProviders(<PropertyLocationMap latitude="" longitude="72.8" title="x" />);
    expect(container.querySelector('[data-testid="property-location-map"]')).toBeNull();
    expect(map.engine?.setPin).not.toHaveBeenCalled();
  });
});
