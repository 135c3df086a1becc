// The open streams of this instance, by user, and the delivery of their new events (decision 018).
import type { Db } from '../db/client.ts';
import type { BusSignal, EventBus } from './bus.ts';
import { eventsAfter, REPLAY_LIMIT, type StoredEvent } from './events.ts';

/** An event of a broadcast (a notification to everyone): not in the user's log, so it has no position. */
export interface BroadcastEvent {
  id: null;
  type: string;
  data: unknown;
}

/** What a stream is sent: events of the user's log (with their position), or of a broadcast (without). */
export type OutgoingEvent = StoredEvent | BroadcastEvent;

/**
 * What broadcast `notificationId` says to each of `userIds` (this instance's connected users, at most
 * BROADCAST_CHUNK at once): their event's type and data, or no entry for someone who must not hear it.
 */
export type BroadcastReader = (
  notificationId: number,
  userIds: number[],
) => Promise<Map<number, Omit<BroadcastEvent, 'id'>>>;

/** Connected users whose broadcast events are read in one go. */
export const BROADCAST_CHUNK = 500;

/** One open stream: whose it is, the last event id it has, and how to send to it. */
export interface StreamConnection {
  userId: number;
  lastId: number;
  send: (events: OutgoingEvent[]) => void;
  /** Asked to close (too many streams of one user): the client reconnects with its Last-Event-ID. */
  close: () => void;
}

/** Streams one user may hold open on one instance (tabs, devices); the oldest goes past this. */
export const STREAMS_PER_USER = 8;

/**
 * Keeps this instance's streams and answers the bus: on "user N has new events" it reads N's events after
 * the oldest position among N's streams, once, and sends each stream what it has not had. Signals for a user
 * whose read is under way are folded into one more read after it (no read storm, nothing missed). On
 * "broadcast N" it asks the broadcast reader, a chunk of connected users at a time, what to send each of them,
 * and sends it without a position (a stream's position stays where its user's log is).
 */
export class StreamHub {
  readonly #db: Db;
  readonly #byUser = new Map<number, Set<StreamConnection>>();
  readonly #reading = new Map<number, boolean>();
  readonly #again = new Set<number>();
  readonly #unlisten: () => void;
  readonly #onError: (err: unknown) => void;
  #broadcastReader: BroadcastReader | undefined;
  #count = 0;

  constructor(db: Db, bus: EventBus, onError: (err: unknown) => void = () => {}) {
    this.#db = db;
    this.#onError = onError;
    this.#unlisten = bus.listen((signal: BusSignal) => {
      if (signal.kind === 'broadcast') {
        void this.broadcast(signal.notificationId);
        return;
      }
      const users = signal.kind === 'resync' ? [...this.#byUser.keys()] : signal.userIds;
      for (const id of users) if (this.#byUser.has(id)) void this.deliver(id);
    });
  }

  /** Says how a broadcast becomes each reader's event (the notifications module knows; without it, none is sent). */
  useBroadcastReader(reader: BroadcastReader): void {
    this.#broadcastReader = reader;
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

  /**
   * Sends broadcast `notificationId` to the streams open here now, BROADCAST_CHUNK users per read. Someone who
   * connects meanwhile finds it in their list (a fresh page loads the list and its count).
   */
  async broadcast(notificationId: number): Promise<void> {
    const reader = this.#broadcastReader;
    if (!reader) return;
    const users = [...this.#byUser.keys()];
    for (let i = 0; i < users.length; i += BROADCAST_CHUNK) {
      try {
        const events = await reader(notificationId, users.slice(i, i + BROADCAST_CHUNK));
        for (const [userId, event] of events)
          for (const conn of this.#byUser.get(userId) ?? []) conn.send([{ id: null, ...event }]);
      } catch (err) {
        this.#onError(err);
      }
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
