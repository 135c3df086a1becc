import { abodeStore, cacheDataAtom, INITIAL_CACHEDATA, subscribeLocationDetected } from '@abode/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askGeolocationOnce } from './geolocation.ts';

describe('geolocation at start (spec §1)', () => {
  beforeEach(() => abodeStore.set(cacheDataAtom, INITIAL_CACHEDATA));

  it('hands granted coordinates to the location helper', () => {
    const seen = vi.fn();
    const off = subscribeLocationDetected(seen);
    const geo = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 19.07, longitude: 72.87 } } as GeolocationPosition),
    } as unknown as Geolocation;
    askGeolocationOnce(geo);
    off();
    expect(seen).toHaveBeenCalledWith({ latitude: 19.07, longitude: 72.87 });
    expect(abodeStore.get(cacheDataAtom).location).toMatchObject({ latitude: 19.07, longitude: 72.87 });
  });

  it('does nothing when refused', () => {
    const seen = vi.fn();
    const off = subscribeLocationDetected(seen);
    const geo = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(() => askGeolocationOnce(geo)).not.toThrow();
    off();
    expect(seen).not.toHaveBeenCalled();
    expect(abodeStore.get(cacheDataAtom).location).toBeNull();
  });

  it('does nothing without a geolocation API', () => {
    expect(() => askGeolocationOnce(undefined)).not.toThrow();
  });
});
