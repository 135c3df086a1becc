// A post's view count (`total_click`): one view per visitor per post per VIEW_WINDOW_HOURS, as property views
// (properties/property-views.ts, whose reasoning holds here): the visitor is the signed-in user, else the
// client address, stored only as a keyed hash; one statement upserts the visitor's row and moves the counter
// only when the row was new or stale, so concurrent reloads count once.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../lib/server-secrets.ts';
import { rowsOf } from '../properties/properties.repository.ts';
import { VIEW_WINDOW_HOURS } from '../properties/property-views.ts';

const SECRET_NAME = 'service_views_visitor_key';
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrune = new WeakMap<Db, number>();

/** Counts a view of post `postId` by `visitor` unless counted within the window; answers the count when it did. */
export async function countVentureView(db: Db, postId: number, visitor: string): Promise<number | null> {
  const hashed = createHmac('sha256', await serverSecret(db, SECRET_NAME))
    .update(visitor)
    .digest('base64url');
  const window = sql.raw(`interval '${VIEW_WINDOW_HOURS} hours'`);
  const counted = await rowsOf<{ total_click: number }>(
    db,
    sql`
    with seen as (
      insert into service_views (post_id, visitor, viewed_at) values (${postId}, ${hashed}, now())
      on conflict (post_id, visitor) where post_id is not null do update set viewed_at = excluded.viewed_at
        where service_views.viewed_at <= now() - ${window}
      returning 1
    )
    update jv_constructions set total_click = total_click + 1
    where id = ${postId} and exists (select 1 from seen)
    returning total_click`,
  );
  await pruneVentureViews(db);
  return counted[0] ? Number(counted[0].total_click) : null;
}

/** Deletes post views older than the window, at most every PRUNE_EVERY_MS per database. */
export async function pruneVentureViews(db: Db, now = Date.now()): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  const window = sql.raw(`interval '${VIEW_WINDOW_HOURS} hours'`);
  await db.execute(sql`delete from service_views where post_id is not null and viewed_at < now() - ${window}`);
}
