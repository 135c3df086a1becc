// One line of where something is, for every kind (property, project, service, repair work, venture,
// construction, person). An address filled from the map's reverse geocode already ends with the city,
// state and country, and the forms store those fields too: each place is shown once, in the order given.

const key = (part: string) => part.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
// "Mumbai 400050" or "400 050 Mumbai" names the city too: compare without postal codes.
const withoutPostcode = (k: string) =>
  k
    .replace(/[\d-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "52, Anna Nagar, Chennai" from parts written in any order of detail (street address, locality, city, state,
 * country): each part is split at its commas, blank pieces dropped, and a piece already shown (case and
 * spacing aside, or as "City 600040") is not repeated. The first spelling of a place is kept.
 */
export function formatPlace(...parts: (string | null | undefined)[]): string {
  const shown: string[] = [];
  const seen: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? '').split(',')) {
      const k = key(piece);
      if (!k || seen.includes(k)) continue;
      // A bare place already named with its postal code ("Chennai" after "Chennai 600040").
      if (seen.some((s) => s !== withoutPostcode(s) && withoutPostcode(s) === k)) continue;
      seen.push(k);
      shown.push(piece.replace(/\s+/g, ' ').trim());
    }
  }
  return shown.join(', ');
}

/** "Bandstand, Mumbai, Maharashtra, India" from a listing's address and its city, state and country fields. */
export function placeLine(p: {
  address?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  return formatPlace(p.address, p.location, p.city, p.state, p.country);
}
