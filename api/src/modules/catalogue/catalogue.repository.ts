import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { amenities, outdoor_facilities, parameters, questionaires } from '../../db/schema.ts';

/** Active amenities (optionally one), in the admin's order of creation. */
export function listAmenities(db: Db, id?: number) {
  const conds: SQL[] = [eq(amenities.status, 1)];
  if (id) conds.push(eq(amenities.id, id));
  return db
    .select()
    .from(amenities)
    .where(and(...conds))
    .orderBy(asc(amenities.id));
}

/** Active questions of the listing questionnaire, in their sequence. */
export function listQuestionaires(db: Db, id?: number) {
  const conds: SQL[] = [eq(questionaires.status, 1)];
  if (id) conds.push(eq(questionaires.id, id));
  return db
    .select()
    .from(questionaires)
    .where(and(...conds))
    .orderBy(asc(questionaires.sequence), asc(questionaires.id));
}

/** Outdoor facilities ("near by places"), optionally one. */
export function listOutdoorFacilities(db: Db, id?: number) {
  return db
    .select()
    .from(outdoor_facilities)
    .where(id ? eq(outdoor_facilities.id, id) : undefined)
    .orderBy(asc(outdoor_facilities.id));
}

/** Every parameter definition (upstream get-facilities-for-filter). */
export function listParameters(db: Db) {
  return db.select().from(parameters).orderBy(asc(parameters.id));
}
