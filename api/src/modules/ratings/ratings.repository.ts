// Ratings of the four listing kinds (spec §3 "Rating"): one row per user per item (partial unique indexes), the
// item's `rating_avg` / `rating_count` recomputed in the transaction that writes the rating. The item's row is
// locked first (SELECT … FOR UPDATE), so concurrent ratings of one item run one after the other and each
// recount sees every committed rating: the stored average never misses one.
import { RATING_MESSAGES as M, type RatingEntry, type RattingInput } from '@abode/shared/wire';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, jv_constructions, ratings, repair_works, services } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { RATED, ratingColumns } from '../listing-kit/listing.repository.ts';
import { isVisible, type ReviewedRow, ratingEntryOf } from '../listing-kit/listing.service.ts';
import type { ListingKind } from '../listing-kit/listing-files.ts';

/** A listing that can be rated: a service, a repair work, or a JV / construction post (`venture`). */
export interface RatingTarget {
  kind: ListingKind;
  id: number;
}

const TABLES = { service: services, repair_work: repair_works, venture: jv_constructions } as const;

/** The state of a rated listing the rules look at. */
export interface RatedListing extends ReviewedRow {
  rating_avg: number;
  rating_count: number;
}

/** A listing by kind and id (locked FOR UPDATE when `lock`), or undefined. */
export async function findRatedListing(db: Db, target: RatingTarget, lock = false): Promise<RatedListing | undefined> {
  const t = TABLES[target.kind];
  const q = db
    .select({
      id: t.id,
      user_id: t.user_id,
      request_status: t.request_status,
      status: t.status,
      rating_avg: t.rating_avg,
      rating_count: t.rating_count,
    })
    .from(t)
    .where(eq(t.id, target.id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  return { ...row, rating_avg: Number(row.rating_avg) };
}

/** Ratings with their raters (listing-kit's columns, as a detail's ratings are read). */
const joined = (db: Db) =>
  db.select(ratingColumns).from(ratings).innerJoin(customers, eq(customers.id, ratings.user_id));

/** A page of a listing's ratings, most recently written first, with the raters' names and photos. */
export async function findRatings(
  db: Db,
  target: RatingTarget,
  page: { offset: number; limit: number },
  urls: UrlBuilder,
): Promise<{ total: number; rows: RatingEntry[] }> {
  const where = eq(RATED[target.kind], target.id);
  const [total] = await db.select({ n: count() }).from(ratings).where(where);
  if (!total?.n) return { total: 0, rows: [] };
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(ratings.updated_at), desc(ratings.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total.n, rows: rows.map((r) => ratingEntryOf(r, urls)) };
}

/** A user's rating of a listing, or null. */
export async function ratingOf(
  db: Db,
  target: RatingTarget,
  userId: number,
  urls: UrlBuilder,
): Promise<RatingEntry | null> {
  const [row] = await joined(db).where(and(eq(RATED[target.kind], target.id), eq(ratings.user_id, userId)));
  return row ? ratingEntryOf(row, urls) : null;
}

/** Writes the listing's average (two decimals, 0 when none) and count from its ratings; answers them. */
async function recount(tx: Db, target: RatingTarget): Promise<{ rating_avg: number; rating_count: number }> {
  const t = TABLES[target.kind];
  const col = RATED[target.kind];
  const [row] = await tx
    .update(t)
    .set({
      rating_avg: sql`coalesce((select round(avg(${ratings.ratting}), 2) from ${ratings} where ${col} = ${target.id}), 0)`,
      rating_count: sql`(select count(*)::int from ${ratings} where ${col} = ${target.id})`,
    })
    .where(eq(t.id, target.id))
    .returning({ rating_avg: t.rating_avg, rating_count: t.rating_count });
  return { rating_avg: Number(row?.rating_avg ?? 0), rating_count: row?.rating_count ?? 0 };
}

/**
 * Rates a visible listing for a user: a first rating is added, a second one edits it (one per user per item);
 * one's own listing is refused. The average and count are recomputed in the same transaction.
 */
export async function rate(
  db: Db,
  target: RatingTarget,
  userId: number,
  input: RattingInput,
): Promise<{ created: boolean; ratingId: number; rating_avg: number; rating_count: number }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const item = await findRatedListing(tx, target, true);
    if (!item || !isVisible(item)) throw new ApiError('NOT_FOUND', M.notFound);
    if (item.user_id === userId) throw new ApiError('FORBIDDEN', M.ownItem);
    const col = RATED[target.kind];
    // The item's lock serialises this user's concurrent calls too, so read-then-write cannot duplicate.
    const [existing] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(col, target.id), eq(ratings.user_id, userId)));
    let ratingId: number;
    if (existing) {
      await tx
        .update(ratings)
        .set({ ratting: input.ratting, comment: input.comment, updated_at: new Date() })
        .where(eq(ratings.id, existing.id));
      ratingId = existing.id;
    } else {
      const ref =
        target.kind === 'service'
          ? { service_id: target.id }
          : target.kind === 'repair_work'
            ? { repair_work_id: target.id }
            : { post_id: target.id };
      const [row] = await tx
        .insert(ratings)
        .values({ user_id: userId, ...ref, ratting: input.ratting, comment: input.comment })
        .returning({ id: ratings.id });
      if (!row) throw new Error('rating not stored');
      ratingId = row.id;
    }
    const totals = await recount(tx, target);
    return { created: !existing, ratingId, ...totals };
  });
}

/** One rating by id, as the calls answer it. */
export async function ratingById(db: Db, id: number, urls: UrlBuilder): Promise<RatingEntry | null> {
  const [row] = await joined(db).where(eq(ratings.id, id));
  return row ? ratingEntryOf(row, urls) : null;
}

/**
 * Deletes every rating a user wrote and recomputes the listings they were about (account deletion runs it in
 * its transaction, before the customer row goes, so no average keeps a deleted account's rating).
 */
export async function removeRatingsOf(tx: Db, userId: number): Promise<number> {
  const gone = await tx.delete(ratings).where(eq(ratings.user_id, userId)).returning({
    service_id: ratings.service_id,
    repair_work_id: ratings.repair_work_id,
    post_id: ratings.post_id,
  });
  const targets: RatingTarget[] = gone.map((g) =>
    g.service_id !== null
      ? { kind: 'service', id: g.service_id }
      : g.repair_work_id !== null
        ? { kind: 'repair_work', id: g.repair_work_id }
        : { kind: 'venture', id: g.post_id ?? 0 },
  );
  for (const target of targets) await recount(tx, target);
  return gone.length;
}
