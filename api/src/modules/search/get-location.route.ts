import { getLocation } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { nearestCity } from './search.repository.ts';

/**
 * GET /api/get-location?latitude&longitude (no auth): reverse geocoding without an outside service. The
 * nearest row of the `cities` gazetteer (about 250 major world cities plus the demo cities) answers
 * `{city, state, country, formatted_address, latitude, longitude, distance}`: the city's own coordinates
 * and its distance in km from the asked point. The map UI uses Google's geocoder instead when a key is
 * configured.
 */
export default implement(getLocation, async ({ query, deps }) => {
  const c = await nearestCity(deps.db, query.latitude, query.longitude);
  if (!c) throw new ApiError('NOT_FOUND', 'No data found!');
  return {
    message: 'Data Fetch Successfully',
    data: {
      city: c.city,
      state: c.state,
      country: c.country,
      formatted_address: [...new Set([c.city, c.state, c.country].filter(Boolean))].join(', '),
      latitude: c.latitude,
      longitude: c.longitude,
      distance: Math.round(Number(c.distance) * 10) / 10,
    },
  };
});
