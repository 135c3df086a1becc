// Where the property is: address, client address, city, state, country and coordinates. A location picked on
// the map (city, state, country, formatted address, latitude, longitude) fills them all; each stays editable.
// Spec §5: address, city, state and country must all be filled ('Please fill all fields').
import type { LocationResult } from '@abode/shared';

/** The location part of the form values. */
export interface LocationValues {
  address: string;
  client_address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
}

/** A coordinate as the form keeps it: at most 6 decimals (about 0.1 m; the wire accepts 8, a map click has 15). */
const coordinateText = (n: number) => String(+n.toFixed(6));

/** The form values a picked location sets. */
export function valuesFromPickedLocation(location: LocationResult): Omit<LocationValues, 'client_address'> {
  return {
    address: location.formatted_address,
    city: location.city,
    state: location.state,
    country: location.country,
    latitude: coordinateText(location.latitude),
    longitude: coordinateText(location.longitude),
  };
}
