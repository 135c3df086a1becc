import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contact_messages, feedbacks } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/sql.ts';

/** A contact or CSR message to store. */
export type NewContactMessage = typeof contact_messages.$inferInsert;

/** Stores a contact-us or CSR-works message. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insert(contact_messages).values(message);
}

/** A page of contact messages (one kind or both), newest first, and their number. */
export function findContactMessages(
  db: Db,
  q: { kind?: 'contact' | 'csr' | undefined; offset: number; limit: number },
) {
  const where = q.kind ? eq(contact_messages.kind, q.kind) : undefined;
  return pageWithTotal(db, contact_messages, where, () =>
    db.select().from(contact_messages).where(where).orderBy(desc(contact_messages.id)).offset(q.offset).limit(q.limit),
  );
}

/** Stores a feedback. */
export async function insertFeedback(
  db: Db,
  f: { user_id: number | null; message: string; ratting: number | null },
): Promise<void> {
  await db.insert(feedbacks).values(f);
}

/** A page of feedbacks, newest first, and their number. */
export function findFeedbacks(db: Db, q: { offset: number; limit: number }) {
  return pageWithTotal(db, feedbacks, undefined, () =>
    db.select().from(feedbacks).orderBy(desc(feedbacks.id)).offset(q.offset).limit(q.limit),
  );
}
