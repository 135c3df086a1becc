/** The demo user's engagement: favourites (so most_liked has an order) and interest in the listings they asked about. */
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import type { DemoListings } from './properties.ts';
import type { DemoPeople } from './users.ts';

export async function seedFavourites(
  { db, rng }: SeedContext,
  { props, propIds }: DemoListings,
  { userId }: DemoPeople,
): Promise<void> {
  const liked = rng.sample(
    propIds.filter((_, i) => props[i]?.status === 1),
    Math.min(12, propIds.length),
  );
  await db.insert(t.favourites).values(liked.map((property_id) => ({ user_id: userId, property_id })));
}

/** The user showed interest in both listings they asked about; the agent shortlisted the first. */
export async function seedInterests(
  { db }: SeedContext,
  [first, second]: [number, number],
  { userId }: DemoPeople,
): Promise<void> {
  await db.insert(t.interested_users).values([
    { property_id: first, customer_id: userId, is_shortlisted: true },
    { property_id: second, customer_id: userId },
  ]);
}
