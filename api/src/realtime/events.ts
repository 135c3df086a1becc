// Storing a user's events and reading them back for the live stream (decision 018).
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user_events } from '../db/schema.ts';
import type { EventBus } from './bus.ts';

/** How long events stay replayable for a client that reconnects (`Last-Event-ID`). */
export const EVENT_RETENTION_MS = 24 * 3_600_000;
/** The first key of the advisory locks that order a reader's events (the second is the reader's id). */
const EVENTS_LOCK_SPACE = 0x0ab0de;

/** Events sent in one fetch; a client further behind than this is told to reload (`reset`). */
export const REPLAY_LIMIT = 500;

/** An event for one user, as a change emits it. */
export interface NewEvent {
  userId: number;
  type: string;
  data: unknown;
}

/** A stored event as the stream sends it. */
export interface StoredEvent {
  id: number;
  type: string;
  data: unknown;
}

/**
 * Runs `work` in one transaction; the events it emits are stored in the same transaction and signalled to
 * every instance when it commits. A failure stores neither the change nor its events.
 */
export async function withEvents<T>(
  db: Db,
  bus: EventBus,
  work: (tx: Db, emit: (event: NewEvent) => void) => Promise<T>,
): Promise<T> {
  const events: NewEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const out = await work(tx as unknown as Db, (e) => events.push(e));
    if (events.length) {
      // One writer at a time per reader, until commit: a reader's event ids are then given in commit order, so a
      // stream that has sent id N never meets a smaller id committed later (two people writing to one owner at
      // the same moment). Locks are taken in id order, so two writers never wait on each other in a circle.
      for (const userId of [...new Set(events.map((e) => e.userId))].sort((a, b) => a - b))
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_SPACE}, ${userId})`);
      await tx.insert(user_events).values(events.map((e) => ({ user_id: e.userId, type: e.type, data: e.data })));
      await bus.inTransaction(
        tx as unknown as Db,
        events.map((e) => e.userId),
      );
    }
    return out;
  });
  bus.committed(events.map((e) => e.userId));
  return result;
}

/** A user's events after `afterId`, oldest first. */
export async function eventsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit = REPLAY_LIMIT,
): Promise<StoredEvent[]> {
  return db
    .select({ id: user_events.id, type: user_events.type, data: user_events.data })
    .from(user_events)
    .where(and(eq(user_events.user_id, userId), gt(user_events.id, afterId)))
    .orderBy(asc(user_events.id))
    .limit(limit);
}

/** The id of a user's latest event (0 when none): where a fresh stream starts. */
export async function latestEventId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: user_events.id })
    .from(user_events)
    .where(eq(user_events.user_id, userId))
    .orderBy(desc(user_events.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The oldest event still kept (of anyone): a client whose last id is below it may have missed something. */
export async function oldestKeptId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(min(${user_events.id}), 0)::bigint` }).from(user_events);
  return Number(row?.id ?? 0);
}

/** Deletes events older than the retention; answers how many. */
export async function sweepEvents(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(user_events)
    .where(lt(user_events.created_at, new Date(now - EVENT_RETENTION_MS)))
    .returning({ id: user_events.id });
  return gone.length;
}
