// A property's view count (`total_click`, answered as `total_view`): one view per visitor per property per
// VIEW_WINDOW_HOURS. Upstream adds one on every detail request, so a visitor who reloads raised it at will.
// The visitor is the signed-in user, else the client address as the trusted-proxy setting identifies it
// (req.ip: the X-Forwarded-For client only behind TRUST_PROXY). Only a keyed hash of it is stored, so the
// table holds no address and a stolen copy cannot be reversed by hashing every IPv4 address.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../lib/server-secrets.ts';
import { rowsOf } from './properties.repository.ts';

/** How long one visitor's view of one property counts once. */
export const VIEW_WINDOW_HOURS = 24;

/** Old rows are deleted at most this often per database, by whichever view comes next. */
const PRUNE_EVERY_MS = 10 * 60_000;

const SECRET_NAME = 'property_views_visitor_key';

const lastPrune = new WeakMap<Db, number>();

/** Who is viewing: the signed-in user, else the client address (`req.ip`). Not stored as such: see countView. */
export function visitorOf(user: { id: number } | null, ip: string): string {
  return user ? `user:${user.id}` : `ip:${ip}`;
}

/**
 * Counts a view of a property unless this visitor's last counted view of it is younger than the window;
 * answers whether it counted. One statement: the upsert renews only a stale row, and the counter moves only
 * when it returned one, so concurrent reloads count once (the second waits on the first's row, then finds it
 * fresh). A stale row left by a late prune is renewed, so pruning is housekeeping, never correctness.
 */
export async function countView(db: Db, propertyId: number, visitor: string): Promise<boolean> {
  const hashed = createHmac('sha256', await serverSecret(db, SECRET_NAME))
    .update(visitor)
    .digest('base64url');
  const window = sql.raw(`interval '${VIEW_WINDOW_HOURS} hours'`);
  const counted = await rowsOf<{ id: number }>(
    db,
    sql`
    with seen as (
      insert into property_views (property_id, visitor, viewed_at) values (${propertyId}, ${hashed}, now())
      on conflict (property_id, visitor) do update set viewed_at = excluded.viewed_at
        where property_views.viewed_at <= now() - ${window}
      returning 1
    )
    update propertys set total_click = total_click + 1
    where id = ${propertyId} and exists (select 1 from seen)
    returning id`,
  );
  await pruneViews(db);
  return counted.length > 0;
}

/** Deletes the rows older than the window, at most every PRUNE_EVERY_MS per database (through its index). */
export async function pruneViews(db: Db, now = Date.now()): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  const window = sql.raw(`interval '${VIEW_WINDOW_HOURS} hours'`);
  await db.execute(sql`delete from property_views where viewed_at < now() - ${window}`);
}
