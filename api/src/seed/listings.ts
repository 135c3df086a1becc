/** Catalogue rows of property listings (decision 007): amenities, the questionnaire, report reasons, known cities. */
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { WORLD_CITIES } from './cities-data.ts';
import { CITIES } from './data.ts';

export const AMENITIES = [
  'Lift',
  'Power backup',
  'Covered parking',
  'Swimming pool',
  'Gym',
  'Club house',
  '24×7 security',
  'CCTV',
  'Children’s play area',
  'Garden',
  'Rainwater harvesting',
  'Intercom',
];

export const QUESTIONAIRES: { question: string; field_type: 'text' | 'radio' | 'dropdown'; options?: string[] }[] = [
  { question: 'Is the property ready to move in?', field_type: 'radio', options: ['Yes', 'No'] },
  { question: 'Ownership', field_type: 'dropdown', options: ['Freehold', 'Leasehold', 'Co-operative society'] },
  { question: 'Are pets allowed?', field_type: 'radio', options: ['Yes', 'No'] },
  { question: 'Preferred visiting hours', field_type: 'text' },
];

export const REPORT_REASONS = [
  'Incorrect price or details',
  'The property is already sold or rented',
  'Fake or misleading photos',
  'Suspected fraud',
  'Duplicate listing',
];

/**
 * The known cities (reverse geocoding, GET get-location): the demo cities (their localities' centre)
 * and the world gazetteer of cities-data.ts, a name already present in the same country skipped.
 */
export function knownCities(): (typeof t.cities.$inferInsert)[] {
  const demo = CITIES.map((c) => ({
    city: c.city,
    state: c.state,
    country: 'India',
    latitude: c.localities.reduce((s, l) => s + l.lat, 0) / c.localities.length,
    longitude: c.localities.reduce((s, l) => s + l.lng, 0) / c.localities.length,
  }));
  const seen = new Set(demo.map((c) => `${c.city.toLowerCase()}|${c.country}`));
  const world = WORLD_CITIES.filter(([city, , country]) => !seen.has(`${city.toLowerCase()}|${country}`)).map(
    ([city, state, country, latitude, longitude]) => ({ city, state, country, latitude, longitude }),
  );
  return [...demo, ...world];
}

/** Inserts the listing catalogue. */
export async function seedListingCatalogue(db: Db): Promise<void> {
  await db.insert(t.amenities).values(AMENITIES.map((name) => ({ name })));
  await db.insert(t.questionaires).values(
    QUESTIONAIRES.map((q, i) => ({
      question: q.question,
      field_type: q.field_type,
      options: q.options ?? [],
      sequence: i,
    })),
  );
  await db.insert(t.report_reasons).values(REPORT_REASONS.map((reason) => ({ reason })));
  await db.insert(t.cities).values(knownCities());
}
