// Load shedding in front of the database. PGlite has one connection that runs one statement at a time, and
// PostgreSQL a pool of 10: past that, requests only wait. Unbounded, the wait grows with the crowd (200
// connections on PGlite answered 6 % of requests after 20 s). The gate admits a few API requests at a time,
// lets a bounded number wait in line, and answers the rest 503 with Retry-After within a second — before any
// handler ran (a request with a body: once the body has arrived), so a refused request has written nothing. Static files (the shell, the remotes,
// uploads) and unknown paths never pass the gate: they do not touch the database.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';
import { STATUS_OF } from '../lib/errors.ts';

/**
 * Requests worked on at once. PGlite: one. Its WASM runs on this thread and its promises resolve without I/O,
 * so an admitted request runs from start to end without letting Node read a socket; two at once only make
 * those stalls twice as long (measured: bench/RESULTS.md, decision 013). PostgreSQL: twice the pool of 10
 * (db/client.ts), since a request holds a client only during its statements and its JavaScript runs between.
 */
export const PGLITE_CONCURRENCY = 1;
export const POSTGRES_CONCURRENCY = 20;

/**
 * A refused request is answered after 250–750 ms, not at once. A client that retries immediately (a script, a
 * load generator; not a browser honouring Retry-After) otherwise turns each refusal into the next request:
 * measured at 200 connections on PGlite, ~1,500 refusals a second took the CPU the admitted requests needed.
 * The wait costs a timer, not CPU, and the answer still comes well within a second.
 */
export const REFUSE_DELAY_MS = 500;
/** A place whose client left is given back when its handler ends; at the latest after this long. */
const ABANDONED_RELEASE_MS = 30_000;

/** How many requests the gate works on at once, how many may wait, and for how long. */
export interface GateOptions {
  concurrency: number;
  queueLimit: number;
  waitMs: number;
}

/** Why a request was refused: the line was full (or would take too long), or it waited too long. */
export type Refusal = 'full' | 'timeout' | 'gone';

interface Waiter {
  admit: () => void;
  refuse: (why: Refusal) => void;
  timer: NodeJS.Timeout;
  done: boolean;
}

/** What the gate has done since the process started, for the log and for tests. */
export interface GateStats {
  active: number;
  waiting: number;
  admitted: number;
  refusedFull: number;
  refusedTimeout: number;
}

/**
 * A counting semaphore with a bounded FIFO line and a wait limit. `acquire` answers at once when there is
 * room, otherwise queues; `exclusive` waits until nothing is admitted, holds everyone else back, runs its
 * function (a consistent backup), then lets the line move again.
 */
export class AdmissionGate {
  readonly options: GateOptions;
  private active = 0;
  private readonly line: Waiter[] = [];
  private holders = 0;
  private drained: (() => void) | undefined;
  // Mean time a request holds its place (exponentially weighted): how long the line takes to move.
  private serviceMs = 10;
  private readonly counts = { admitted: 0, refusedFull: 0, refusedTimeout: 0 };

  constructor(options: GateOptions) {
    this.options = options;
  }

  stats(): GateStats {
    return { active: this.active, waiting: this.line.length, ...this.counts };
  }

  /** How long the line in front of a newcomer would take, in milliseconds (an estimate). */
  expectedWaitMs(): number {
    return ((this.line.length + 1) * this.serviceMs) / this.options.concurrency;
  }

  /** Seconds a refused client should wait before it tries again: about the time the line takes to clear. */
  retryAfterSeconds(): number {
    return Math.min(30, Math.max(1, Math.ceil(this.expectedWaitMs() / 1000)));
  }

  /**
   * Takes a place: resolves with a release function, or with the reason of a refusal. `onGone` receives a
   * callback to call when the client leaves while it waits (it then loses its place in the line).
   */
  acquire(onGone?: (leave: () => void) => void): Promise<(() => void) | Refusal> | (() => void) | Refusal {
    if (this.holders === 0 && this.active < this.options.concurrency && this.line.length === 0) return this.admit();
    // A full line, or one that would outlast the wait limit, refuses now rather than after the wait.
    if (this.line.length >= this.options.queueLimit || this.expectedWaitMs() > this.options.waitMs) {
      this.counts.refusedFull++;
      return 'full';
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        done: false,
        admit: () => resolve(this.admit()),
        refuse: (why) => resolve(why),
        timer: setTimeout(() => this.leave(waiter, 'timeout'), this.options.waitMs),
      };
      this.line.push(waiter);
      onGone?.(() => this.leave(waiter, 'gone'));
    });
  }

  private admit(): () => void {
    this.active++;
    this.counts.admitted++;
    const t0 = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.serviceMs = this.serviceMs * 0.9 + (performance.now() - t0) * 0.1;
      this.active--;
      this.next();
    };
  }

  private leave(waiter: Waiter, why: Refusal): void {
    if (waiter.done) return;
    waiter.done = true;
    clearTimeout(waiter.timer);
    const i = this.line.indexOf(waiter);
    if (i >= 0) this.line.splice(i, 1);
    if (why === 'timeout') this.counts.refusedTimeout++;
    waiter.refuse(why);
  }

  private next(): void {
    if (this.holders > 0) {
      if (this.active === 0) this.drained?.();
      return;
    }
    while (this.active < this.options.concurrency && this.line.length) {
      const waiter = this.line.shift() as Waiter;
      waiter.done = true;
      clearTimeout(waiter.timer);
      waiter.admit();
    }
  }

  /** Refuses everyone waiting ('gone': the server is closing) and resolves once no request is admitted, or after `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    for (const waiter of [...this.line]) this.leave(waiter, 'gone');
    const until = performance.now() + timeoutMs;
    while (this.active > 0 && performance.now() < until) await new Promise<void>((r) => setTimeout(r, 20));
  }

  /** Runs `fn` with nothing else admitted: waits for the requests at work to finish; the line waits meanwhile. */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    // One exclusive section at a time: a second one waits for the first.
    while (this.holders > 0) await new Promise<void>((r) => setTimeout(r, 20));
    this.holders++;
    try {
      if (this.active > 0)
        await new Promise<void>((r) => {
          this.drained = r;
        });
      this.drained = undefined;
      return await fn();
    } finally {
      this.holders--;
      this.next();
    }
  }
}

/** Route config: `{ loadShed: false }` keeps a route out of the gate (it manages the gate itself). */
export interface LoadShedRouteConfig {
  loadShed?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission gate in front of the database (plugins/load-shed.ts). */
    dbGate: AdmissionGate;
  }
}

/** The message of a 503 from the gate. */
export const BUSY_MESSAGE = 'The server is busy, please try again in a moment.';

function refuse(req: FastifyRequest, reply: FastifyReply, gate: AdmissionGate): FastifyReply {
  return reply
    .code(STATUS_OF.UNAVAILABLE)
    .header('Retry-After', String(gate.retryAfterSeconds()))
    .send({ error: true, message: BUSY_MESSAGE, data: null, code: 'UNAVAILABLE', request_id: req.id });
}

/** The gate's settings for a configuration: its database decides how many requests run at once. */
export function gateOptionsFor(config: AppConfig): GateOptions {
  return {
    concurrency: config.databaseUrl ? POSTGRES_CONCURRENCY : PGLITE_CONCURRENCY,
    queueLimit: config.dbQueueLimit,
    waitMs: config.dbQueueWaitMs,
  };
}

/** Whether a request carries a body (a length above zero, or a chunked one). */
function hasBody(req: FastifyRequest): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Puts every /api route behind the admission gate (`app.dbGate`); register before the routes. */
export function registerLoadShed(app: FastifyInstance, config: AppConfig): AdmissionGate {
  const gate = new AdmissionGate(gateOptionsFor(config));
  app.decorate('dbGate', gate);
  let lastWarn = 0;
  let refusedSinceWarn = 0;
  const places = new WeakMap<FastifyRequest, () => void>();
  const admit = async (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions;
    if (!route.url?.startsWith('/api/') || (route.config as LoadShedRouteConfig).loadShed === false) return;
    const res = reply.raw;
    let got = gate.acquire((leave) => res.once('close', leave));
    if (typeof got === 'object') got = await got;
    if (typeof got === 'function') {
      // Given back when the answer is ready (onSend: compressing it needs no database). A client that left does
      // not end its handler, which may still be at work on the database: its place waits for that handler.
      const admitted = got;
      let released = false;
      const release = () => {
        released = true;
        admitted();
      };
      places.set(req, release);
      res.once('close', () => {
        if (!released) setTimeout(release, ABANDONED_RELEASE_MS).unref();
      });
      // PGlite answers without I/O (its WASM runs on this thread, its promises resolve as microtasks), so an
      // admitted request would run to its end before Node reads another socket, and the crowd would wait
      // unseen in the kernel. One turn of the event loop first lets every request that has arrived reach
      // the gate, to wait in line or be refused at once.
      await new Promise<void>((resume) => setImmediate(resume));
      return;
    }
    // The client went away while it waited, or the server is closing: answered at once, not counted.
    if (got === 'gone') return refuse(req, reply, gate);
    refusedSinceWarn++;
    const now = Date.now();
    if (now - lastWarn > 10_000) {
      req.log.warn({ ...gate.stats(), refused: refusedSinceWarn, why: got }, 'busy: refusing requests with 503');
      lastWarn = now;
      refusedSinceWarn = 0;
    }
    // One that already waited its DB_QUEUE_WAIT_MS is answered at once; see REFUSE_DELAY_MS for the others.
    if (got === 'full') await new Promise((r) => setTimeout(r, REFUSE_DELAY_MS * (0.5 + Math.random())));
    return refuse(req, reply, gate);
  };
  // A request with a body takes its place once the body has arrived (preHandler runs after parsing): an upload
  // whose bytes trickle in must not hold a place the database needs — on PGlite its only one — meanwhile.
  app.addHook('onRequest', async (req, reply) => {
    if (!hasBody(req)) return admit(req, reply);
  });
  app.addHook('preHandler', async (req, reply) => {
    if (hasBody(req)) return admit(req, reply);
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    places.get(req)?.();
    return payload;
  });
  // The database closes after the app: requests still at work finish first (at most 10 s).
  app.addHook('onClose', async () => {
    await gate.drain(10_000);
  });
  return gate;
}
