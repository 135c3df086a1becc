import { ok, renderWithProviders, type StubAnswer, stubApi } from '@abode/shared/test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEngine, type FakeEngine } from './engine/fake-engine.ts';
import { LocationPickerMap } from './LocationPickerMap.tsx';

const map = vi.hoisted(() => ({ engine: null as FakeEngine | null }));
vi.mock('./useMapEngine.ts', () => ({
  useMapEngine: () => map.engine,
  useMapsKey: () => ({ key: '', settled: true }),
}));

const bandra = {
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  formatted_address: 'Mumbai, Maharashtra, India',
  latitude: 19.0728,
  longitude: 72.8826,
  distance: 2.4,
};

const api = (location: StubAnswer = ok(bandra)) => stubApi({ 'get-location': location });

beforeEach(() => {
  map.engine = createFakeEngine(19, 72.8, 11);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { google?: unknown }).google;
});

describe('LocationPicker', () => {
  it('reverse-geocodes typed coordinates through the API and hands the place to onChange', async () => {
    const { of } = api();
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '19.0596' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '72.8295' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set coordinates' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // The picked spot is kept; city, state, country and address come from the nearest known city.
    expect(onChange).toHaveBeenCalledWith({
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      formatted_address: 'Mumbai, Maharashtra, India',
      latitude: 19.0596,
      longitude: 72.8295,
    });
    const [call] = of('get-location');
    expect(call?.url.searchParams.get('latitude')).toBe('19.0596');
    expect(call?.url.searchParams.get('longitude')).toBe('72.8295');
    expect(await screen.findByText('Chosen location: Mumbai, Maharashtra, India')).toBeTruthy();
    expect(map.engine?.pin).toMatchObject({ lat: 19.0596, lng: 72.8295, draggable: true });
  });

  it('uses the map centre (keyboard path) and map clicks', async () => {
    const { of } = api();
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    act(() => map.engine?.moveTo(19.11, 72.9));
    fireEvent.click(screen.getByRole('button', { name: 'Use map centre' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ latitude: 19.11, longitude: 72.9 })),
    );
    act(() => map.engine?.click(19.2, 72.85));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ latitude: 19.2, longitude: 72.85 })),
    );
    expect(of('get-location')).toHaveLength(2);
  });

  it('dragging the pin picks its new spot', async () => {
    api();
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={{ latitude: '19.05', longitude: '72.83' }} onChange={onChange} />);
    await waitFor(() => expect(map.engine?.pin).toMatchObject({ lat: 19.05, lng: 72.83 }));
    act(() => map.engine?.pin?.onMove?.({ lat: 19.06, lng: 72.84 }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ latitude: 19.06, longitude: 72.84 })),
    );
  });

  it('refuses coordinates off the globe without asking the API', async () => {
    const { of } = api();
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set coordinates' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a latitude from -90 to 90');
    expect(of('get-location')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when no place is found, and does not call onChange', async () => {
    api({ status: 404, body: { error: true, message: 'No data found!' } });
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use map centre' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No address was found for this spot');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uses the browser's position", async () => {
    api();
    const onChange = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 19.076, longitude: 72.8777 } } as GeolocationPosition),
      },
    });
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ latitude: 19.076, longitude: 72.8777 })),
    );
    expect(map.engine?.setView).toHaveBeenCalledWith({ lat: 19.076, lng: 72.8777 }, 15);
  });

  it("asks Google's geocoder instead of the API when Google Maps is loaded", async () => {
    const { of } = api();
    const geocode = vi.fn(async () => ({
      results: [
        {
          formatted_address: 'Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
          address_components: [
            { long_name: 'Mumbai', short_name: 'Mumbai', types: ['locality', 'political'] },
            { long_name: 'Maharashtra', short_name: 'MH', types: ['administrative_area_level_1', 'political'] },
            { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
          ],
        },
      ],
    }));
    (window as { google?: unknown }).google = {
      maps: {
        Map: class {},
        Geocoder: class {
          geocode = geocode;
        },
      },
    };
    const onChange = vi.fn();
    renderWithProviders(<LocationPickerMap value={null} onChange={onChange} />);
    act(() => map.engine?.click(19.055, 72.83));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'India',
        formatted_address: 'Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
        latitude: 19.055,
        longitude: 72.83,
      }),
    );
    expect(geocode).toHaveBeenCalledWith({ location: { lat: 19.055, lng: 72.83 } });
    expect(of('get-location')).toHaveLength(0);
  });
});
