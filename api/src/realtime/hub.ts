// The open streams of this instance, by user, and the delivery of their new events (decision 018).
import type { Db } from '../db/client.ts';
import type { BusSignal, EventBus } from './bus.ts';
import { eventsAfter, REPLAY_LIMIT, type StoredEvent } from './events.ts';

/** One open stream: whose it is, the last event id it has, and how to send to it. */
export interface StreamConnection {
  userId: number;
  lastId: number;
  send: (events: StoredEvent[]) => void;
  /** Asked to close (too many streams of one user): the client reconnects with its Last-Event-ID. */
  close: () => void;
}

/** Streams one user may hold open on one instance (tabs, devices); the oldest goes past this. */
export const STREAMS_PER_USER = 8;

/**
 * Keeps this instance's streams and answers the bus: on "user N has new events" it reads N's events after
 * the oldest position among N's streams, once, and sends each stream what it has not had. Signals for a user
 * whose read is under way are folded into one more read after it (no read storm, nothing missed).
 */
export class StreamHub {
  readonly #db: Db;
  readonly #byUser = new Map<number, Set<StreamConnection>>();
  readonly #reading = new Map<number, boolean>();
  readonly #again = new Set<number>();
  readonly #unlisten: () => void;
  readonly #onError: (err: unknown) => void;
  #count = 0;

  constructor(db: Db, bus: EventBus, onError: (err: unknown) => void = () => {}) {
    this.#db = db;
    this.#onError = onError;
    this.#unlisten = bus.listen((signal: BusSignal) => {
      const users = signal.kind === 'resync' ? [...this.#byUser.keys()] : signal.userIds;
      for (const id of users) if (this.#byUser.has(id)) void this.deliver(id);
    });
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.#count;
  }

  add(conn: StreamConnection): void {
    let set = this.#byUser.get(conn.userId);
    if (!set) {
      set = new Set();
      this.#byUser.set(conn.userId, set);
    }
    if (set.size >= STREAMS_PER_USER) {
      const oldest = set.values().next().value;
      if (oldest) {
        this.remove(oldest);
        oldest.close();
      }
    }
    set.add(conn);
    this.#count++;
  }

  remove(conn: StreamConnection): void {
    const set = this.#byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.#count--;
    if (!set.size) this.#byUser.delete(conn.userId);
  }

  /** Reads the user's new events and sends them to each of the user's streams here. */
  async deliver(userId: number): Promise<void> {
    if (this.#reading.get(userId)) {
      this.#again.add(userId);
      return;
    }
    this.#reading.set(userId, true);
    try {
      do {
        this.#again.delete(userId);
        const set = this.#byUser.get(userId);
        if (!set) break;
        const from = Math.min(...[...set].map((c) => c.lastId));
        const events = await eventsAfter(this.#db, userId, from, REPLAY_LIMIT);
        for (const conn of this.#byUser.get(userId) ?? []) {
          const fresh = events.filter((e) => e.id > conn.lastId);
          if (!fresh.length) continue;
          conn.lastId = fresh[fresh.length - 1]?.id ?? conn.lastId;
          conn.send(fresh);
        }
        // A full page means more may follow.
        if (events.length === REPLAY_LIMIT) this.#again.add(userId);
      } while (this.#again.has(userId));
    } catch (err) {
      this.#onError(err);
    } finally {
      this.#reading.delete(userId);
    }
  }

  close(): void {
    this.#unlisten();
    for (const set of this.#byUser.values()) for (const conn of set) conn.close();
    this.#byUser.clear();
    this.#count = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open streams (GET /api/events). */
    streams: StreamHub;
  }
}
