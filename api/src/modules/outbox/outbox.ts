import { EventEmitter } from 'node:events';
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
 * Told after every recorded message (the channel is the argument), so a running OutboxDispatcher delivers it
 * at once instead of at its next tick. In process only: other instances pick the row up on their interval.
 */
export const outboxEvents = new EventEmitter<{ enqueued: [channel: OutgoingMessage['channel']] }>();
// One listener per dispatcher; a test process may run a few.
outboxEvents.setMaxListeners(50);

/**
 * Records a message in the `outbox` table (and the log). That row is the transactional outbox: with SMTP
 * configured the OutboxDispatcher mails pending email rows; without it the table is the local record
 * developers and tests read (GET /api/dev/outbox).
 */
export async function enqueue(db: Db, log: FastifyBaseLogger, msg: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({ ...msg, payload: msg.payload ?? {} });
  log.info({ outbox: { channel: msg.channel, to: msg.recipient, template: msg.template } }, `outbox: ${msg.subject}`);
  try {
    outboxEvents.emit('enqueued', msg.channel);
  } catch (err) {
    // A listener's fault must never fail the request that recorded the message.
    log.warn({ err }, 'outbox: listener failed');
  }
}

/** The latest messages recorded for a recipient, newest first (the developer outbox page and tests read these). */
export async function latestFor(db: Db, recipient: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(limit);
}
