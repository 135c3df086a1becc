// Reverse geocoding: Google's Geocoder when Google Maps is loaded (a key is configured), otherwise the
// API's nearest known city (GET get-location), so no outside service is needed.
/// <reference types="google.maps" />
import { call } from '@abode/shared';
import { getLocation } from '@abode/shared/operations';
import { googleMaps } from './engine/google-loader.ts';

/** The spec's location result (§4 "Location result"). */
export interface PickedLocation {
  city: string;
  state: string;
  country: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
}

/** The place of a Google geocoder answer, or null when it has no city, state and country. */
export function fromGoogleResults(
  results: readonly google.maps.GeocoderResult[],
  latitude: number,
  longitude: number,
): PickedLocation | null {
  const find = (types: string[]) => {
    for (const r of results) {
      for (const c of r.address_components) if (types.some((t) => c.types.includes(t))) return c.long_name;
    }
    return '';
  };
  const city = find(['locality', 'postal_town', 'administrative_area_level_3', 'administrative_area_level_2']);
  const state = find(['administrative_area_level_1']);
  const country = find(['country']);
  const formatted_address = results[0]?.formatted_address ?? '';
  if (!city || !state || !country) return null;
  return { city, state, country, formatted_address, latitude, longitude };
}

async function viaGoogle(maps: typeof google.maps, latitude: number, longitude: number) {
  const { results } = await new maps.Geocoder().geocode({ location: { lat: latitude, lng: longitude } });
  return fromGoogleResults(results, latitude, longitude);
}

/** The API's nearest known city; the point itself is kept (the picked spot, not the city centre). */
async function viaApi(latitude: number, longitude: number, signal?: AbortSignal): Promise<PickedLocation> {
  const query = { latitude: +latitude.toFixed(6), longitude: +longitude.toFixed(6) };
  const { data: d } = await call(getLocation, { query }, { signal });
  return {
    city: d.city,
    state: d.state,
    country: d.country,
    formatted_address: d.formatted_address,
    latitude,
    longitude,
  };
}

/** City, state, country and address of a point. Google first when loaded; the API otherwise or if Google fails. */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<PickedLocation> {
  const maps = googleMaps();
  if (maps) {
    try {
      const found = await viaGoogle(maps, latitude, longitude);
      if (found) return found;
    } catch {
      // Quota, key or network trouble at Google: the server's gazetteer still answers.
    }
  }
  return viaApi(latitude, longitude, signal);
}
