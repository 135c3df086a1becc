// How instances tell each other that a user has new events (decision 018). The events themselves are rows of
// user_events; the bus carries only "user N has something new", so a lost signal costs a fetch, not a message.
// One process (the embedded database): an in-process emitter. PostgreSQL: LISTEN/NOTIFY on one channel, the
// NOTIFY sent inside the transaction that stored the events, so it is delivered at commit and never before.
// A notification to everyone is one more signal, "broadcast N": it has no per-user rows, and each instance sends
// it to the streams it holds.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** The PostgreSQL channel every instance listens on. */
export const EVENTS_CHANNEL = 'abode_user_events';

/**
 * What a listener hears: these users have new events; notification N (to everyone) was stored; or `resync` after
 * a gap in listening (broadcasts sent during the gap are not repeated: readers find them in their list).
 */
export type BusSignal =
  | { kind: 'users'; userIds: number[] }
  | { kind: 'broadcast'; notificationId: number }
  | { kind: 'resync' };

/** The signal path between instances. */
export interface EventBus {
  /** Inside the transaction that stores the events (PostgreSQL: NOTIFY, delivered on commit). */
  inTransaction(tx: Db, userIds: number[]): Promise<void>;
  /** After that transaction committed (in-process: tell the listeners now). */
  committed(userIds: number[]): void;
  /** Inside the transaction that stores a notification to everyone (PostgreSQL: NOTIFY, delivered on commit). */
  broadcastInTransaction(tx: Db, notificationId: number): Promise<void>;
  /** After that transaction committed (in-process: tell the listeners now). */
  broadcastCommitted(notificationId: number): void;
  /** Calls `fn` for every signal; answers the function that stops it. */
  listen(fn: (signal: BusSignal) => void): () => void;
  /** Stops listening for good. */
  close(): Promise<void>;
}

/** Signals within one process: the embedded database has exactly one. */
export class MemoryBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  async inTransaction(): Promise<void> {}

  committed(userIds: number[]): void {
    if (userIds.length) this.#emitter.emit('signal', { kind: 'users', userIds } satisfies BusSignal);
  }

  async broadcastInTransaction(): Promise<void> {}

  broadcastCommitted(notificationId: number): void {
    this.#emitter.emit('signal', { kind: 'broadcast', notificationId } satisfies BusSignal);
  }

  listen(fn: (signal: BusSignal) => void): () => void {
    this.#emitter.on('signal', fn);
    return () => this.#emitter.off('signal', fn);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}

/** The NOTIFY payload: the user ids, comma-separated (well under PostgreSQL's 8,000 bytes for any one event). */
export function encodeUsers(userIds: number[]): string {
  return [...new Set(userIds)].join(',');
}

/** The user ids of a NOTIFY payload (anything else, a broadcast's included, gives none). */
export function decodeUsers(payload: string | undefined): number[] {
  return (payload ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * The prefix of a broadcast's NOTIFY payload (`b:<notification id>`) on the same channel. Its `b` is not a
 * number, so an instance that does not know broadcasts decodes no users from it and ignores it.
 */
export const BROADCAST_PREFIX = 'b:';

/** The NOTIFY payload of a notification to everyone. */
export function encodeBroadcast(notificationId: number): string {
  return `${BROADCAST_PREFIX}${notificationId}`;
}

/** The signal a NOTIFY payload carries: a broadcast, some users, or nothing (a payload that means nothing). */
export function decodeSignal(payload: string | undefined): BusSignal | null {
  if (payload?.startsWith(BROADCAST_PREFIX)) {
    const id = payload.slice(BROADCAST_PREFIX.length);
    return /^\d{1,15}$/.test(id) && Number(id) > 0 ? { kind: 'broadcast', notificationId: Number(id) } : null;
  }
  const userIds = decodeUsers(payload);
  return userIds.length ? { kind: 'users', userIds } : null;
}

/** Reconnect waits after the listening connection dropped: 0.5 s doubling to 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** attempt);
}

/**
 * LISTEN/NOTIFY across every instance on one PostgreSQL. Listening takes one dedicated connection (not the
 * pool's: a pooled client is handed back and its LISTEN with it). When that connection drops, it reconnects
 * with backoff and then signals `resync`: whatever was notified meanwhile is found by fetching.
 */
export class PgBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);
  readonly #url: string;
  readonly #log: (msg: string) => void;
  #client: pg.Client | undefined;
  #closed = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;

  private constructor(url: string, log: (msg: string) => void) {
    this.#url = url;
    this.#log = log;
  }

  /** Connects and listens; resolves once LISTEN is in place (so no signal after start-up is missed). */
  static async start(url: string, log: (msg: string) => void = () => {}): Promise<PgBus> {
    const bus = new PgBus(url, log);
    await bus.#connect();
    return bus;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url });
    client.on('notification', (n) => {
      if (n.channel !== EVENTS_CHANNEL) return;
      const signal = decodeSignal(n.payload);
      if (signal) this.#emitter.emit('signal', signal);
    });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client, new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.#client = client;
  }

  #lost(client: pg.Client, err: Error): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    this.#log(`events bus: listening connection lost (${err.message}); reconnecting`);
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.#retry();
  }

  #retry(): void {
    const wait = backoffMs(this.#attempt++);
    this.#timer = setTimeout(() => {
      this.#connect().then(
        () => {
          this.#attempt = 0;
          this.#emitter.emit('signal', { kind: 'resync' } satisfies BusSignal);
        },
        (err: Error) => {
          if (this.#closed) return;
          this.#log(`events bus: reconnect failed (${err.message})`);
          this.#retry();
        },
      );
    }, wait);
    this.#timer.unref();
  }

  async inTransaction(tx: Db, userIds: number[]): Promise<void> {
    if (userIds.length) await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${encodeUsers(userIds)})`);
  }

  committed(): void {}

  async broadcastInTransaction(tx: Db, notificationId: number): Promise<void> {
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${encodeBroadcast(notificationId)})`);
  }

  broadcastCommitted(): void {}

  listen(fn: (signal: BusSignal) => void): () => void {
    this.#emitter.on('signal', fn);
    return () => this.#emitter.off('signal', fn);
  }

  /** Test hook: drop the listening connection as a network failure would. */
  dropConnectionForTest(): void {
    this.#client?.emit('error', new Error('dropped for test'));
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#emitter.removeAllListeners();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
