import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blocked_chat_users, customers } from '../../db/schema.ts';

/** Whether a customer with this id exists (active or not: a deactivated account can still be blocked). */
export async function customerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  return Boolean(row);
}

/** The admin accounts other than `me`: "the admin" of upstream's `to_admin` is every one of them here. */
export async function adminIds(db: Db, me: number): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.role, 'admin'), ne(customers.id, me)))
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}

/**
 * `by` blocks each of `userIds`, in one transaction. Blocking again is a no-op, except that a new,
 * non-empty reason replaces the stored one.
 */
export async function block(db: Db, by: number, userIds: number[], reason: string): Promise<void> {
  if (!userIds.length) return;
  const values = userIds.map((user_id) => ({ by_user_id: by, user_id, reason }));
  await db.transaction(async (tx) => {
    const insert = tx.insert(blocked_chat_users).values(values);
    if (reason) {
      await insert.onConflictDoUpdate({
        target: [blocked_chat_users.by_user_id, blocked_chat_users.user_id],
        set: { reason: sql`excluded.reason` },
      });
    } else {
      await insert.onConflictDoNothing({ target: [blocked_chat_users.by_user_id, blocked_chat_users.user_id] });
    }
  });
}

/** `by` unblocks each of `userIds`; unblocking someone who is not blocked changes nothing. */
export async function unblock(db: Db, by: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .delete(blocked_chat_users)
    .where(and(eq(blocked_chat_users.by_user_id, by), inArray(blocked_chat_users.user_id, userIds)));
}

/** One page of the people `by` has blocked, latest first, and how many there are. */
export async function listBlocked(db: Db, by: number, offset: number, limit: number) {
  const where = eq(blocked_chat_users.by_user_id, by);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        profile: customers.profile,
        slug_id: customers.slug_id,
        reason: blocked_chat_users.reason,
        blocked_at: blocked_chat_users.created_at,
      })
      .from(blocked_chat_users)
      .innerJoin(customers, eq(customers.id, blocked_chat_users.user_id))
      .where(where)
      .orderBy(desc(blocked_chat_users.created_at), desc(blocked_chat_users.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(blocked_chat_users).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** One page of blocks that came with a reason (user reports), newest first, optionally about one user. */
export async function listReports(db: Db, f: { user_id?: number | undefined; offset: number; limit: number }) {
  const reporter = alias(customers, 'reporter');
  const reported = alias(customers, 'reported');
  const where = and(
    ne(blocked_chat_users.reason, ''),
    f.user_id === undefined ? undefined : eq(blocked_chat_users.user_id, f.user_id),
  );
  const party = (t: typeof reporter | typeof reported) => ({
    id: t.id,
    name: t.name,
    email: t.email,
    slug_id: t.slug_id,
  });
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: blocked_chat_users.id,
        reason: blocked_chat_users.reason,
        created_at: blocked_chat_users.created_at,
        reporter: party(reporter),
        reported: party(reported),
      })
      .from(blocked_chat_users)
      .innerJoin(reporter, eq(reporter.id, blocked_chat_users.by_user_id))
      .innerJoin(reported, eq(reported.id, blocked_chat_users.user_id))
      .where(where)
      .orderBy(desc(blocked_chat_users.created_at), desc(blocked_chat_users.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(blocked_chat_users).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
