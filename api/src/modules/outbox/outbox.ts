import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

/** A message to mail or text. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
}

/**
 * Records a message in the `outbox` table and the log instead of sending it: no mail or SMS
 * provider is configured yet, and tests read the table to follow flows such as email verification.
 */
export async function enqueue(db: Db, log: FastifyBaseLogger, msg: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({ ...msg, payload: msg.payload ?? {} });
  log.info({ outbox: { channel: msg.channel, to: msg.recipient, template: msg.template } }, `outbox: ${msg.subject}`);
}

/** The latest messages recorded for a recipient, newest first (the developer outbox page and tests read these). */
export async function latestFor(db: Db, recipient: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(limit);
}
