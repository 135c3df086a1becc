// One line of where a listing is. An address filled from the map's reverse geocode already ends with the
// city, state and country, and the form stores those fields too: each place is shown once.

const key = (part: string) => part.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
// "Mumbai 400050" or "400 050 Mumbai" names the city too: compare without postal codes.
const withoutPostcode = (k: string) =>
  k
    .replace(/[\d-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "Bandstand, Mumbai, Maharashtra, India" from the address and the city, state and country fields. */
export function placeLine(p: {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const add = (part: string, looseMatch: boolean) => {
    const k = key(part);
    if (!k || seen.has(k)) return;
    if (looseMatch && [...seen].some((s) => withoutPostcode(s) === k)) return;
    seen.add(k);
    parts.push(part.replace(/\s+/g, ' ').trim());
  };
  for (const part of (p.address ?? '').split(',')) add(part, false);
  for (const part of [p.city, p.state, p.country]) add(part ?? '', true);
  return parts.join(', ');
}
