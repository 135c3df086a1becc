// Delivers the outbox's pending email rows through a Mailer (transactional outbox): requests only insert rows;
// this loop claims, sends and marks them, on an interval and right after enqueue() records one.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { OutgoingMessage } from './outbox.ts';
import { outboxEvents } from './outbox.ts';

/** Tuning; the defaults suit production, tests shorten the interval. */
export interface DispatcherOptions {
  /** How often pending rows are looked for without a nudge (5 s). */
  intervalMs?: number;
  /** Rows claimed per transaction (20). */
  batchSize?: number;
  /** Attempts before a row is given up on, left unsent with its last error (8). */
  maxAttempts?: number;
  /** How long a claimed row is hidden from other dispatchers while it is being sent (10 min). */
  leaseMs?: number;
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Seconds to wait after the `attempts`-th failure: 30 s, 1 min, 2 min, 4 min… capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Mails pending `channel='email'` outbox rows. Each batch is claimed with SELECT … FOR UPDATE SKIP LOCKED in a
 * short transaction that also pushes the rows' next_attempt_at forward by a lease, so concurrent dispatchers (in
 * this process or in other API instances) never take the same row, and no lock or transaction is held while
 * talking to the SMTP server. A sent row gets sent_at; a failure increments attempts, stores last_error and
 * schedules the next attempt with exponential backoff. A crash mid-send leaves the row to be retried once its
 * lease ends (delivery is at least once; duplicates need a crash between the SMTP answer and the update).
 */
export class OutboxDispatcher {
  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #intervalMs: number;
  readonly #batchSize: number;
  readonly #maxAttempts: number;
  readonly #leaseSeconds: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;
  readonly #onEnqueued = (channel: OutgoingMessage['channel']) => {
    if (channel === 'email') this.nudge();
  };

  constructor(db: Db, mailer: Mailer, log: FastifyBaseLogger, options: DispatcherOptions = {}) {
    this.#db = db;
    this.#mailer = mailer;
    this.#log = log;
    this.#intervalMs = options.intervalMs ?? 5_000;
    this.#batchSize = options.batchSize ?? 20;
    this.#maxAttempts = options.maxAttempts ?? 8;
    this.#leaseSeconds = Math.max(1, Math.round((options.leaseMs ?? 600_000) / 1000));
  }

  /** Starts the interval, listens for enqueue() and runs once now. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopped = false;
    outboxEvents.on('enqueued', this.#onEnqueued);
    this.#timer = setInterval(() => this.nudge(), this.#intervalMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Stops the interval and the listener and waits for the run in progress (if any) to finish. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#stopped = true;
    outboxEvents.off('enqueued', this.#onEnqueued);
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#again = false;
    await this.#running;
  }

  /** Asks for a run soon; runs are never concurrent within one dispatcher (a nudge during a run queues one more). */
  nudge(): void {
    if (!this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.drain();
        } while (this.#again && this.#started);
      } finally {
        this.#running = undefined;
      }
    })();
  }

  /** Delivers batches until none is left that is due; never throws (errors go to the log). Returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        const batch = await this.#claim();
        let i = 0;
        for (; i < batch.length && !this.#stopped; i++) if (await this.#deliver(batch[i] as ClaimedRow)) sent += 1;
        if (i < batch.length) {
          // Stopped mid-batch: hand the rest back at once instead of at the end of their lease.
          const rest = batch.slice(i).map((r) => r.id);
          await this.#db.update(outbox).set({ next_attempt_at: sql`now()` }).where(inArray(outbox.id, rest));
        }
        if (batch.length < this.#batchSize || this.#stopped) break;
      }
    } catch (err) {
      this.#log.error({ err }, 'outbox: delivery run failed');
    }
    return sent;
  }

  async #claim(): Promise<ClaimedRow[]> {
    return this.#db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: outbox.id,
          recipient: outbox.recipient,
          subject: outbox.subject,
          body: outbox.body,
          attempts: outbox.attempts,
        })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, 'email'),
            isNull(outbox.sent_at),
            lte(outbox.next_attempt_at, sql`now()`),
            lt(outbox.attempts, this.#maxAttempts),
            // Mail older than a day (codes long expired, a backlog from before SMTP was configured) is
            // never sent late: it stays in the outbox as a record only.
            sql`${outbox.created_at} > now() - interval '24 hours'`,
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(this.#batchSize)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(outbox)
          .set({ next_attempt_at: sql`now() + (${`${this.#leaseSeconds} seconds`})::interval` })
          .where(
            inArray(
              outbox.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    });
  }

  async #deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await this.#mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
    } catch (err) {
      const attempts = row.attempts + 1;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const delay = backoffSeconds(attempts);
      await this.#db
        .update(outbox)
        .set({ attempts, last_error: error, next_attempt_at: sql`now() + (${`${delay} seconds`})::interval` })
        .where(eq(outbox.id, row.id));
      const giveUp = attempts >= this.#maxAttempts;
      this.#log[giveUp ? 'error' : 'warn'](
        { outbox: { id: row.id, attempts, retry_in_s: giveUp ? null : delay }, error },
        giveUp ? 'outbox: mail not delivered, giving up' : 'outbox: mail not delivered, will retry',
      );
      return false;
    }
    await this.#db
      .update(outbox)
      .set({ sent_at: sql`now()`, attempts: row.attempts + 1, last_error: null })
      .where(eq(outbox.id, row.id));
    this.#log.info({ outbox: { id: row.id } }, 'outbox: mail delivered');
    return true;
  }
}
