import type { PersonalisedFields } from '@abode/shared/wire';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user_interests } from '../../db/schema.ts';
import { rowsOf } from '../properties/properties.repository.ts';

/** The stored personalised fields of a user, or null. */
export async function findInterests(db: Db, userId: number): Promise<PersonalisedFields | null> {
  const [row] = await db.select().from(user_interests).where(eq(user_interests.user_id, userId));
  if (!row) return null;
  return {
    user_id: row.user_id,
    category_ids: row.category_ids,
    price_range: row.price_range,
    property_type: row.property_type,
    outdoor_facilitiy_ids: row.outdoor_facilitiy_ids,
    city: row.city,
  };
}

/** Replaces a user's personalised fields (one row per user; a concurrent first save cannot duplicate it). */
export async function saveInterests(db: Db, fields: PersonalisedFields): Promise<void> {
  const values = {
    category_ids: fields.category_ids,
    price_range: fields.price_range,
    property_type: fields.property_type,
    outdoor_facilitiy_ids: fields.outdoor_facilitiy_ids,
    city: fields.city,
  };
  await db
    .insert(user_interests)
    .values({ user_id: fields.user_id, ...values })
    .onConflictDoUpdate({ target: user_interests.user_id, set: { ...values, updated_at: new Date() } });
}

/** Deletes a user's personalised fields; whether there were any. */
export async function deleteInterests(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(user_interests)
    .where(eq(user_interests.user_id, userId))
    .returning({ id: user_interests.id });
  return rows.length > 0;
}

/** The known city nearest to a point (KNN over the ll_to_earth GiST index), with its distance in km. */
export async function nearestCity(db: Db, lat: number, lng: number) {
  const [row] = await rowsOf<{
    city: string;
    state: string;
    country: string;
    latitude: number;
    longitude: number;
    distance: number;
  }>(
    db,
    sql`select city, state, country, latitude, longitude,
        earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${lat}::float8, ${lng}::float8)) / 1000.0 as distance
      from cities
      order by ll_to_earth(latitude, longitude) <-> ll_to_earth(${lat}::float8, ${lng}::float8), id
      limit 1`,
  );
  return row ?? null;
}

/**
 * Cities with their number of visible listings, most first (`{City, Count, image}` as upstream; the image
 * from the `cities` row of the same name when there is one), and how many cities there are.
 */
export async function citiesWithCounts(db: Db, offset: number, limit: number) {
  const rows = await rowsOf<{ city: string; n: number; image: string | null; total: number }>(
    db,
    sql`with counted as (
        select min(p.city) as city, count(*)::int as n from propertys p
        where p.request_status = 'approved' and p.status = 1 and p.city <> ''
        group by lower(p.city))
      select c.city, c.n, (select ci.image from cities ci where lower(ci.city) = lower(c.city) and ci.image <> '' limit 1) as image,
        count(*) over ()::int as total
      from counted c order by c.n desc, c.city limit ${limit} offset ${offset}`,
  );
  return { total: rows[0]?.total ?? 0, rows };
}
