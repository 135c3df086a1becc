// The location helper: geolocation is asked once at start; granted coordinates go to the cachedata
// slice and the `abode:location/detected` event, a refusal is silently ignored (spec §1, §8).
import { abodeStore, cacheDataAtom, dispatchLocationDetected } from '@abode/shared';

/** Geolocation is asked once at start; a refusal is ignored (spec §1, §8). */
export function askGeolocationOnce(geo: Geolocation | undefined = globalThis.navigator?.geolocation) {
  geo?.getCurrentPosition(
    ({ coords }) => {
      const { latitude, longitude } = coords;
      abodeStore.set(cacheDataAtom, (s) => ({
        ...s,
        location: { ...(s.location ?? { city: '' }), latitude, longitude },
      }));
      dispatchLocationDetected({ latitude, longitude });
    },
    () => {},
    { maximumAge: 600_000, timeout: 10_000 },
  );
}
