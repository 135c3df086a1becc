// Real-time delivery benchmark (decision 018): how soon a chat message sent with POST /api/send_message
// reaches the receiver's open GET /api/events stream while 1,000 streams are open, on one API instance and across
// two (LISTEN/NOTIFY on one PostgreSQL); how long 1,000 streams take to open; what an idle stream costs the server.
//
//   node bench/realtime.ts [--connections 1000] [--messages 2000] [--rate 100] [--burst 20] [--senders 20]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test] [--away-ms 3600000] [--keep] [--reuse]
//
// Creates the database `abode_bench_realtime` (dropped first, and at the end unless --keep; --reuse seeds
// `abode_bench_realtime_<connections>` once and keeps it): migrations, the demo seed (scale 0.1), --connections
// receivers each owning one listing and --senders senders, with bearer tokens written straight into
// personal_access_tokens (`<id>|<plain>`, sha256(plain) stored) instead of a thousand logins. The API runs as real
// child processes (`node api/src/main.ts`, LOG_LEVEL=warn), so their memory is their own: a small preload
// (`--expose-gc --import`, written to the temporary directory) answers SIGUSR2 with a full GC and
// process.memoryUsage() (rss = VmRSS, heapUsed). The streams are plain node:http requests from this one process
// with a minimal SSE splitter; a message is matched by a marker in its text. CPU per party (this client, each API
// process, the PostgreSQL backends of the benchmark database, everyone else) comes from /proc.
//
// Scenarios: (a) instance A holds the streams and takes the sends; (b) instance B holds the streams, the sends go
// through A and reach B by NOTIFY. Each: --messages at --rate per second (open loop, from random senders to random
// receivers), then --messages with --burst sends in flight (closed loop: as fast as the server takes them).
// Latency = the receiver's stream saw the message − the POST was started (same clock, this process).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { DbHandle } from '../api/src/db/client.ts';
import { openDb } from '../api/src/db/client.ts';
import { runMigrations } from '../api/src/db/migrate.ts';
import { sha256 } from '../api/src/lib/crypto.ts';
import { seedDemo } from '../api/src/seed/index.ts';
import { LocalStorage } from '../api/src/storage/storage.ts';
import {
  commandLine,
  fmt,
  intOption,
  parseArgs,
  portIsFree,
  printHost,
  printTable,
  quantile,
  REPO_ROOT,
  secondsSince,
  writeResults,
} from './lib.ts';

const args = parseArgs({
  connections: { type: 'string' },
  messages: { type: 'string' },
  rate: { type: 'string' },
  burst: { type: 'string' },
  senders: { type: 'string' },
  'away-ms': { type: 'string' },
  'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  keep: { type: 'boolean', default: false },
  reuse: { type: 'boolean', default: false },
});
const CONNECTIONS = Math.max(1, intOption(args.connections, 'connections', 1000));
const MESSAGES = Math.max(1, intOption(args.messages, 'messages', 2000));
const RATE = intOption(args.rate, 'rate', 100);
const BURST = intOption(args.burst, 'burst', 20);
const SENDERS = Math.max(1, intOption(args.senders, 'senders', 20));
// A message unread after CHAT_AWAY_MS becomes a notification (away.ts): by default later than any run ends, so the
// figures are chat delivery alone; --away-ms 15000 (the server's default) adds that work to the run.
const AWAY_MS = intOption(args['away-ms'], 'away-ms', 3_600_000);
const PG_URL = String(args['pg-url']);
const REUSE = Boolean(args.reuse);
const BENCH_DB = REUSE ? `abode_bench_realtime_${CONNECTIONS}` : 'abode_bench_realtime';
const BUDGET_P95_MS = 50;
/** After the last send answered, how long stragglers may take before they count as lost. */
const DRAIN_MS = 10_000;
/** Pause before a memory reading (the server finishes what it was doing, timers settle). */
const SETTLE_MS = 3_000;
const TOKEN_NAME = 'bench-realtime';
const CLK_TCK = 100;
/** The client's event loop is sampled this often while sending. */
const LAG_RESOLUTION_MS = 5;

interface RawClient {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}
const raw = (h: DbHandle) => (h.db as unknown as { $client: RawClient }).$client;
const q = async <T>(h: DbHandle, text: string, params?: unknown[]) => (await raw(h).query(text, params)).rows as T[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

async function adminQuery(text: string): Promise<void> {
  const h = await openDb({ databaseUrl: PG_URL, pgliteDir: 'memory://' });
  try {
    await raw(h).query(text);
  } finally {
    await h.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The data: receivers (one listing each) and senders, with tokens.

interface BenchUser {
  id: number;
  token: string;
  /** The receiver's own listing (0 for senders). */
  property: number;
}

/** Receivers and senders, and one listing per receiver, in one statement each. */
async function seed(h: DbHandle, storage: LocalStorage): Promise<number> {
  const t0 = performance.now();
  await runMigrations(h);
  await seedDemo(h.db, storage, { scale: 0.1, now: new Date('2026-01-15T00:00:00Z') });
  const users = (kind: string, n: number) =>
    raw(h).query(
      `INSERT INTO customers (name, email, slug_id, logintype, is_email_verified, mobile, city, state, country)
       SELECT 'Bench ${kind} ' || g, 'rt-${kind}-' || g || '@bench.example', 'rt-${kind}-' || g, '3', true,
         '+91 90000 ' || lpad(g::text, 5, '0'), 'Mumbai', 'Maharashtra', 'India'
       FROM generate_series(1, ${n}) g`,
    );
  await users('receiver', CONNECTIONS);
  await users('sender', SENDERS);
  await raw(h).query(
    `INSERT INTO propertys (category_id, title, slug_id, propery_type, price, added_by, status, request_status,
       city, state, country, address)
     SELECT (SELECT min(id) FROM categories), 'Bench flat of ' || c.name, 'rt-flat-' || c.id, 0, 5000000, c.id, 1,
       'approved', 'Mumbai', 'Maharashtra', 'India', 'Powai, Mumbai'
     FROM customers c WHERE c.email LIKE 'rt-receiver-%'`,
  );
  await raw(h).query('VACUUM ANALYZE');
  return secondsSince(t0);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const plainToken = () => [...randomBytes(40)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** Fresh tokens for every bench user (as createToken issues them), and each receiver's listing. */
async function usersWithTokens(h: DbHandle): Promise<{ receivers: BenchUser[]; senders: BenchUser[] }> {
  await raw(h).query('DELETE FROM personal_access_tokens WHERE name = $1', [TOKEN_NAME]);
  const rows = await q<{ id: number; email: string; property: number | null }>(
    h,
    `SELECT c.id, c.email, (SELECT min(p.id) FROM propertys p WHERE p.added_by = c.id) AS property
     FROM customers c WHERE c.email LIKE 'rt-%@bench.example' ORDER BY c.id`,
  );
  const plains = rows.map(() => plainToken());
  const ids = await q<{ id: number; user: number }>(
    h,
    `INSERT INTO personal_access_tokens (tokenable_id, name, token, expires_at)
     SELECT u, $3, t, now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS x(u, t)
     RETURNING id, tokenable_id AS "user"`,
    [rows.map((r) => r.id), plains.map(sha256), TOKEN_NAME],
  );
  const plainOf = new Map(rows.map((r, i) => [Number(r.id), plains[i] ?? '']));
  const tokenOf = new Map(ids.map((t) => [Number(t.user), `Bearer ${t.id}|${plainOf.get(Number(t.user))}`]));
  const all = rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    token: tokenOf.get(Number(r.id)) ?? '',
    property: Number(r.property ?? 0),
  }));
  const pick = (prefix: string) =>
    all.filter((u) => u.email.startsWith(prefix)).map(({ id, token, property }) => ({ id, token, property }));
  return { receivers: pick('rt-receiver-'), senders: pick('rt-sender-') };
}

// ---------------------------------------------------------------------------------------------------------------
// The API processes, and what they cost.

interface Api {
  name: string;
  port: number;
  child: ChildProcess;
  /** Collects garbage in the process and answers its memory (undefined if it did not answer in 10 s). */
  memory: () => Promise<NodeJS.MemoryUsage | undefined>;
  stderr: () => string;
}

async function freePort(from: number): Promise<number> {
  for (let p = from; p < from + 200; p++) if (await portIsFree(p)) return p;
  throw new Error('no free port');
}

/**
 * Preloaded into each API process (`--expose-gc --import`): on SIGUSR2 it collects garbage and prints its memory to
 * stderr, so the heap and RSS figures are of live objects, not of whatever garbage the last requests left.
 */
const PROBE = `process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  process.stderr.write('@@abode-bench-memory ' + JSON.stringify(m) + '\\n');
});
`;

/** `node api/src/main.ts` on `port`; resolves once it answers. */
async function startApi(name: string, port: number, databaseUrl: string, work: string): Promise<Api> {
  const dataDir = join(work, `data-${name}`);
  const probe = join(work, 'memory-probe.mjs');
  writeFileSync(probe, PROBE);
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      CHAT_AWAY_MS: String(AWAY_MS),
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const memoryWaiters: ((m: NodeJS.MemoryUsage) => void)[] = [];
  let line = '';
  child.stderr?.on('data', (d) => {
    line += String(d);
    let nl = line.indexOf('\n');
    while (nl >= 0) {
      const text = line.slice(0, nl);
      line = line.slice(nl + 1);
      nl = line.indexOf('\n');
      if (text.startsWith('@@abode-bench-memory ')) {
        const m = JSON.parse(text.slice(21)) as NodeJS.MemoryUsage;
        for (const w of memoryWaiters.splice(0)) w(m);
      } else {
        stderr += `${text}\n`;
        if (stderr.length > 100_000) stderr = stderr.slice(-50_000);
      }
    }
  });
  const memory = () =>
    new Promise<NodeJS.MemoryUsage | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 10_000);
      memoryWaiters.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
      child.kill('SIGUSR2');
    });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/web-settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { name, port, child, memory, stderr: () => stderr };
    if (Date.now() > until) throw new Error(`API ${name} did not start: ${stderr}`);
    await sleep(200);
  }
}

const stopApi = (api: Api | undefined) =>
  new Promise<void>((resolve) => {
    if (!api || api.child.exitCode !== null) return resolve();
    const force = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
    api.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    api.child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used. */
function cpuOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the PostgreSQL backends serving the benchmark database (the API pools, their LISTEN connections,
 * this process's pool) since `start`; other databases on the same server (other people's tests) are not counted.
 * The pools close idle clients after 10 s, so the backends are sampled every 500 ms and each one's last reading
 * counts (a backend that ends between two samples loses at most half a second of its time).
 */
function pgCpuSampler(h: DbHandle) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  const sample = async () => {
    const pids = await q<{ pid: number }>(h, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    for (const r of pids) {
      const pid = Number(r.pid);
      const cpu = cpuOf(pid);
      if (!cpu) continue;
      if (!started) first.set(pid, cpu);
      last.set(pid, cpu);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await sample();
      started = true;
      timer = setInterval(() => void sample().catch(() => {}), 500);
    },
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample();
      let sum = 0;
      for (const [pid, cpu] of last) sum += cpu - (first.get(pid) ?? 0);
      return sum;
    },
  };
}

/** Busy CPU seconds of the whole machine (all processes, anyone's). */
function machineBusy(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return (v.reduce((a, b) => a + b, 0) - idle) / CLK_TCK;
}

interface CpuMark {
  t: number;
  bench: number;
  a: number;
  b: number;
  pg: number;
  machine: number;
}
function cpuMark(pg: number, a?: Api, b?: Api): CpuMark {
  const own = process.cpuUsage();
  return {
    t: performance.now(),
    bench: (own.user + own.system) / 1e6,
    a: cpuOf(a?.child.pid),
    b: cpuOf(b?.child.pid),
    pg,
    machine: machineBusy(),
  };
}
/** CPU used between two marks, as % of one core per party, and the rest of the machine (other people's work). */
function cpuBetween(x: CpuMark, y: CpuMark) {
  const s = (y.t - x.t) / 1000;
  const pct = (v: number) => Math.round((v / s) * 100);
  const ours = y.bench - x.bench + (y.a - x.a) + (y.b - x.b) + (y.pg - x.pg);
  return {
    bench: pct(y.bench - x.bench),
    a: pct(y.a - x.a),
    b: pct(y.b - x.b),
    pg: pct(y.pg - x.pg),
    others: pct(Math.max(0, y.machine - x.machine - ours)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The client side: streams (node:http, a minimal SSE splitter) and sends (a prebuilt multipart body).

/** What the messages of the current phase are waiting for; the streams write arrival times into it. */
interface Phase {
  base: number;
  expectedUser: Int32Array;
  start: Float64Array;
  answered: Float64Array;
  received: Float64Array;
  status: Int32Array;
  /** The stream event id each message arrived with. */
  eventId: Float64Array;
  delivered: number;
  duplicates: number;
  misdelivered: number;
}
let phase: Phase | undefined;
const MARK = '#rt';
let stray = 0;

interface Stream {
  userId: number;
  req: http.ClientRequest;
}

const streamAgent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function onMessage(userId: number, block: string, now: number): void {
  const at = block.indexOf(MARK);
  if (at < 0) return;
  const seq = Number.parseInt(block.slice(at + MARK.length, at + MARK.length + 12), 10);
  const p = phase;
  const i = p ? seq - p.base : -1;
  if (!p || i < 0 || i >= p.start.length) {
    stray++;
    return;
  }
  if (p.received[i]) {
    p.duplicates++;
    return;
  }
  if (p.expectedUser[i] !== userId) p.misdelivered++;
  p.received[i] = now;
  p.eventId[i] = Number.parseInt(block.slice(4, 24), 10); // 'id: <n>' is the block's first line
  p.delivered++;
}

/** Opens one stream; resolves at its `ready` event. */
function openStream(port: number, user: BenchUser): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/events',
      agent: streamAgent,
      headers: { authorization: user.token, accept: 'text/event-stream' },
    });
    const stream: Stream = { userId: user.id, req };
    let ready = false;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => reject(new Error(`stream of user ${user.id} answered ${res.statusCode}: ${body}`)));
        return;
      }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buf += chunk;
        let end = buf.indexOf('\n\n');
        while (end >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          end = buf.indexOf('\n\n');
          if (block.charCodeAt(0) === 58) continue; // ': ping'
          if (block.includes('\nevent: message\n')) onMessage(user.id, block, now);
          else if (!ready && block.includes('\nevent: ready\n')) {
            ready = true;
            resolve(stream);
          }
        }
      });
      res.on('end', () => {
        if (!ready) reject(new Error(`stream of user ${user.id} ended before ready`));
      });
    });
    req.on('error', (err) => {
      if (!ready) reject(err);
    });
    req.end();
  });
}

/** Opens a stream for every user at once; answers the streams and the ms until the last was ready. */
async function openAll(port: number, users: BenchUser[]): Promise<{ streams: Stream[]; ms: number }> {
  const t0 = performance.now();
  const streams = await Promise.all(users.map((u) => openStream(port, u)));
  return { streams, ms: performance.now() - t0 };
}

function closeAll(streams: Stream[]): void {
  for (const s of streams) s.req.destroy();
}

const BOUNDARY = '----abodebenchrealtime7MA4YWxkTrZu0gW';
function multipart(fields: Record<string, string>): Buffer {
  let out = '';
  for (const [k, v] of Object.entries(fields))
    out += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  return Buffer.from(`${out}--${BOUNDARY}--\r\n`);
}

const TEXTS = [
  'Is the flat still available? I would like to visit on Saturday morning.',
  'What is the maintenance per month, and is parking included?',
  'Can you share a few more photos of the kitchen and the balcony?',
  'Is the price negotiable for a quick decision?',
];

/** POST /api/send_message; resolves with the status once the answer is read. */
function send(port: number, from: BenchUser, to: BenchUser, text: string): Promise<number> {
  const body = multipart({ receiver_id: String(to.id), property_id: String(to.property), message: text });
  return new Promise((resolve) => {
    const req = http.request(
      {
        method: 'POST',
        host: '127.0.0.1',
        port,
        path: '/api/send_message',
        agent: sendAgent,
        headers: {
          authorization: from.token,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** A small seeded generator, so two runs send the same pairs. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let nextSeq = 1;

interface PhaseResult {
  scenario: string;
  mode: string;
  messages: number;
  sendsPerSec: number;
  deliveredPerSec: number;
  delivered: number;
  lost: number;
  duplicates: number;
  misdelivered: number;
  failedSends: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  postP50: number;
  postP95: number;
  afterP50: number;
  afterP95: number;
  beforeAnswer: number;
  clientElu: number;
  clientLagP99: number;
  cpu: ReturnType<typeof cpuBetween>;
  load: string;
  lostDetail: string[];
}

/**
 * Sends --messages from random senders to random receivers through `port`: at `rate` per second (open loop), or
 * with `inFlight` sends outstanding (closed loop) when rate is 0. Waits for every delivery (at most DRAIN_MS after
 * the last answer) and measures.
 */
async function runPhase(
  scenario: string,
  port: number,
  receivers: BenchUser[],
  senders: BenchUser[],
  opts: { rate: number; inFlight: number; apis: [Api, Api | undefined]; db: DbHandle },
): Promise<PhaseResult> {
  const n = MESSAGES;
  const p: Phase = {
    base: nextSeq,
    expectedUser: new Int32Array(n),
    start: new Float64Array(n),
    answered: new Float64Array(n),
    received: new Float64Array(n),
    status: new Int32Array(n),
    eventId: new Float64Array(n),
    delivered: 0,
    duplicates: 0,
    misdelivered: 0,
  };
  nextSeq += n;
  const rnd = mulberry32(p.base);
  const pairs = Array.from({ length: n }, (_, i) => {
    const to = receivers[Math.floor(rnd() * receivers.length)] as BenchUser;
    const from = senders[i % senders.length] as BenchUser;
    p.expectedUser[i] = to.id;
    return { from, to, text: `${TEXTS[i % TEXTS.length]} ${MARK}${p.base + i}#` };
  });
  phase = p;
  const fire = (i: number) => {
    const pair = pairs[i];
    if (!pair) return Promise.resolve();
    p.start[i] = performance.now();
    return send(port, pair.from, pair.to, pair.text).then((status) => {
      p.answered[i] = performance.now();
      p.status[i] = status;
    });
  };

  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const elu0 = performance.eventLoopUtilization();
  const pg = pgCpuSampler(opts.db);
  await pg.start();
  const cpu0 = cpuMark(0, ...opts.apis);
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  if (opts.rate > 0) {
    const interval = 1000 / opts.rate;
    for (let i = 0; i < n; i++) {
      const wait = t0 + i * interval - performance.now();
      if (wait >= 1) await sleep(wait);
      pending.push(fire(i));
    }
  } else {
    let next = 0;
    const worker = async () => {
      while (next < n) await fire(next++);
    };
    for (let w = 0; w < Math.min(opts.inFlight, n); w++) pending.push(worker());
  }
  await Promise.all(pending);
  const sentAt = performance.now();
  // CPU over the sending (deliveries trail the last answer by milliseconds; a lost message would add DRAIN_MS).
  const cpu1 = cpuMark(await pg.stop(), ...opts.apis);
  const ok = (i: number) => p.status[i] === 200;
  const expected = Array.from({ length: n }, (_, i) => i).filter(ok).length;
  while (p.delivered < expected && performance.now() - sentAt < DRAIN_MS) await sleep(5);
  const elu = performance.eventLoopUtilization(elu0);
  lag.disable();
  phase = undefined;

  const lat: number[] = [];
  const post: number[] = [];
  // Seen − POST answered: the live path alone (NOTIFY, the hub's read, the write, this client), negative when the
  // stream had it before the sender had its answer.
  const after: number[] = [];
  let beforeAnswer = 0;
  let lastReceived = t0;
  for (let i = 0; i < n; i++) {
    post.push((p.answered[i] ?? 0) - (p.start[i] ?? 0));
    const r = p.received[i] ?? 0;
    if (!r) continue;
    lat.push(r - (p.start[i] ?? 0));
    after.push(r - (p.answered[i] ?? 0));
    if (r < (p.answered[i] ?? 0)) beforeAnswer++;
    lastReceived = Math.max(lastReceived, r);
  }
  const round = (x: number) => Number(x.toFixed(1));
  // Each lost message: its stored event, and the same receiver's other messages of this run around it.
  const lostDetail: string[] = [];
  for (let i = 0; i < n && lostDetail.length < 5; i++) {
    if (!ok(i) || p.received[i]) continue;
    const user = p.expectedUser[i] ?? 0;
    const [row] = await q<{ id: number }>(
      opts.db,
      "SELECT id FROM user_events WHERE user_id = $1 AND type = 'message' AND data->>'message' LIKE $2",
      [user, `%${MARK}${p.base + i}#%`],
    );
    const ms = (t: number) => Math.round(t - t0);
    // The same receiver's messages whose sends overlapped this one's (started before it was answered, answered
    // after it started): the ones that can commit in the other order.
    const others = Array.from({ length: n }, (_, j) => j)
      .filter(
        (j) =>
          j !== i &&
          p.expectedUser[j] === user &&
          (p.start[j] ?? 0) < (p.answered[i] ?? 0) &&
          (p.answered[j] ?? 0) > (p.start[i] ?? 0),
      )
      .map(
        (j) =>
          `event ${p.eventId[j] || 'none'} (sent ${ms(p.start[j] ?? 0)}–${ms(p.answered[j] ?? 0)} ms, ` +
          `seen ${p.received[j] ? `${ms(p.received[j] ?? 0)} ms` : 'never'})`,
      );
    lostDetail.push(
      `${MARK}${p.base + i}# to user ${user}: stored as event ${row?.id ?? 'none'}, sent ${ms(p.start[i] ?? 0)}–` +
        `${ms(p.answered[i] ?? 0)} ms, never seen; the user's messages sent meanwhile: ${others.join('; ') || 'none'}`,
    );
  }
  return {
    scenario,
    mode: opts.rate > 0 ? `${opts.rate}/s steady` : `burst, ${opts.inFlight} in flight`,
    messages: n,
    sendsPerSec: Math.round(n / ((sentAt - t0) / 1000)),
    deliveredPerSec: Math.round(p.delivered / ((lastReceived - t0) / 1000)),
    delivered: p.delivered,
    lost: expected - Math.min(expected, p.delivered),
    duplicates: p.duplicates,
    misdelivered: p.misdelivered,
    failedSends: n - expected,
    p50: round(quantile(lat, 0.5)),
    p95: round(quantile(lat, 0.95)),
    p99: round(quantile(lat, 0.99)),
    max: round(Math.max(...lat)),
    postP50: round(quantile(post, 0.5)),
    postP95: round(quantile(post, 0.95)),
    afterP50: round(quantile(after, 0.5)),
    afterP95: round(quantile(after, 0.95)),
    beforeAnswer: Math.round((beforeAnswer / Math.max(1, p.delivered)) * 100),
    clientElu: Math.round(elu.utilization * 100),
    // The histogram holds the time between the timer's turns: the resolution itself is not delay.
    clientLagP99: round(Math.max(0, lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS)),
    cpu: cpuBetween(cpu0, cpu1),
    load: loadAverage(),
    lostDetail,
  };
}

/** A few streams and messages through the instance, so code is compiled and pools are warm before memory is read. */
async function warmUp(sendPort: number, streamPort: number, receivers: BenchUser[], senders: BenchUser[]) {
  const few = receivers.slice(0, 10);
  const { streams } = await openAll(streamPort, few);
  for (let i = 0; i < 50; i++) {
    const to = few[i % few.length] as BenchUser;
    await send(sendPort, senders[i % senders.length] as BenchUser, to, `warm-up ${i}`);
  }
  await sleep(300);
  closeAll(streams);
}

interface MemoryResult {
  instance: string;
  streams: number;
  openMs: number;
  /** CPU per opened stream: the API process, and the PostgreSQL backends of the database (ms). */
  openCpuMs: number;
  openPgCpuMs: number;
  rssBefore: number;
  rssOpen: number;
  rssClosed: number;
  heapBefore: number;
  heapOpen: number;
  clientRssPerStream: number;
  load: string;
}

/** Opens every receiver's stream on `api`; the open time and the server's memory before and after. */
async function openMeasured(api: Api, receivers: BenchUser[], h: DbHandle) {
  // Every open is the first use of its token: resolveUser renews it (one UPDATE), in both scenarios alike.
  await raw(h).query('UPDATE personal_access_tokens SET last_used_at = NULL WHERE name = $1', [TOKEN_NAME]);
  await sleep(SETTLE_MS);
  const before = await api.memory();
  const clientBefore = process.memoryUsage().rss;
  process.stdout.write(`  opening ${receivers.length} streams on ${api.name} … `);
  const pg = pgCpuSampler(h);
  await pg.start();
  const cpu0 = cpuOf(api.child.pid);
  const { streams, ms } = await openAll(api.port, receivers);
  const serverCpu = cpuOf(api.child.pid) - cpu0;
  const pgCpu = await pg.stop();
  console.log(`${fmt(ms / 1000, 2)} s (load average ${loadAverage()})`);
  await sleep(SETTLE_MS);
  const open = await api.memory();
  const memory: MemoryResult = {
    instance: api.name,
    streams: streams.length,
    openMs: Math.round(ms),
    openCpuMs: (serverCpu * 1000) / streams.length,
    openPgCpuMs: (pgCpu * 1000) / streams.length,
    rssBefore: before?.rss ?? Number.NaN,
    rssOpen: open?.rss ?? Number.NaN,
    rssClosed: Number.NaN,
    heapBefore: before?.heapUsed ?? Number.NaN,
    heapOpen: open?.heapUsed ?? Number.NaN,
    clientRssPerStream: (process.memoryUsage().rss - clientBefore) / streams.length,
    load: loadAverage(),
  };
  return { streams, memory };
}

async function closeMeasured(api: Api, streams: Stream[], memory: MemoryResult) {
  closeAll(streams);
  await sleep(SETTLE_MS);
  memory.rssClosed = (await api.memory())?.rss ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------------------------

console.log(`Command: ${commandLine('realtime.ts')}`);
printHost('The two API processes, PostgreSQL and this client');
console.log(`Load average at the start: ${loadAverage()}`);
if (!REUSE) await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
await adminQuery(`CREATE DATABASE ${BENCH_DB}`).catch((err: Error) => {
  if (!(REUSE && /already exists/.test(err.message))) throw err;
});
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${BENCH_DB}`;
const databaseUrl = dbUrl.toString();
const work = mkdtempSync(join(tmpdir(), 'abode-bench-realtime-'));
const handle = await openDb({ databaseUrl, pgliteDir: join(work, 'pglite') });
const storage = new LocalStorage(join(work, 'uploads'));
const phases: PhaseResult[] = [];
const memories: MemoryResult[] = [];
let a: Api | undefined;
let b: Api | undefined;
let strayCount = 0;
try {
  const [seeded] = await q<{ t: string | null }>(handle, "SELECT to_regclass('bench_seed')::text AS t");
  const seedCount = seeded?.t ? Number((await q<{ n: number }>(handle, 'SELECT count AS n FROM bench_seed'))[0]?.n) : 0;
  if (REUSE && seedCount === CONNECTIONS) {
    process.stdout.write(`Reusing ${BENCH_DB}; migrating … `);
    const t0 = performance.now();
    await runMigrations(handle);
    // Earlier runs' messages and events go, so every run starts from the same tables.
    await raw(handle).query(
      "DELETE FROM user_events; DELETE FROM chats WHERE sender_id IN (SELECT id FROM customers WHERE email LIKE 'rt-%')",
    );
    await raw(handle).query('VACUUM ANALYZE user_events, chats');
    console.log(`${secondsSince(t0)} s`);
  } else {
    process.stdout.write(`Seeding demo + ${CONNECTIONS} receivers (a listing each) + ${SENDERS} senders … `);
    const seconds = await seed(handle, storage);
    if (REUSE)
      await raw(handle).query(`CREATE TABLE bench_seed (count int); INSERT INTO bench_seed VALUES (${CONNECTIONS})`);
    console.log(`${seconds} s`);
  }
  const { receivers, senders } = await usersWithTokens(handle);
  if (receivers.length < CONNECTIONS || senders.length < SENDERS)
    throw new Error(
      `expected ${CONNECTIONS} receivers and ${SENDERS} senders, found ${receivers.length} and ${senders.length}` +
        (REUSE ? ` (drop ${BENCH_DB} to seed it again with these options)` : ''),
    );
  const rx = receivers.slice(0, CONNECTIONS);
  const tx = senders.slice(0, SENDERS);
  const modes = [
    ...(RATE > 0 ? [{ rate: RATE, inFlight: 0 }] : []),
    ...(BURST > 0 ? [{ rate: 0, inFlight: BURST }] : []),
  ];

  // (a) One instance: streams and sends on A.
  const portA = await freePort(3300 + Math.floor(Math.random() * 500));
  a = await startApi('A', portA, databaseUrl, work);
  console.log(`API A on :${portA} (pid ${a.child.pid}); CHAT_AWAY_MS=${AWAY_MS}`);
  await warmUp(portA, portA, rx, tx);
  {
    const { streams, memory } = await openMeasured(a, rx, handle);
    memories.push(memory);
    for (const m of modes) {
      await sleep(1000);
      process.stdout.write(`  (a) one instance, ${m.rate ? `${m.rate}/s` : `burst ${m.inFlight} in flight`} … `);
      const r = await runPhase('(a) one instance', portA, rx, tx, { ...m, apis: [a, undefined], db: handle });
      phases.push(r);
      console.log(`p50 ${r.p50} / p95 ${r.p95} / p99 ${r.p99} ms, ${r.delivered}/${r.messages} (load ${r.load})`);
      for (const line of r.lostDetail) console.log(`    LOST ${line}`);
    }
    await closeMeasured(a, streams, memory);
  }

  // (b) Two instances: streams on B, sends through A; B hears of them by NOTIFY.
  const portB = await freePort(portA + 1);
  b = await startApi('B', portB, databaseUrl, work);
  console.log(`API B on :${portB} (pid ${b.child.pid})`);
  await warmUp(portA, portB, rx, tx);
  {
    const { streams, memory } = await openMeasured(b, rx, handle);
    memories.push(memory);
    for (const m of modes) {
      await sleep(1000);
      process.stdout.write(`  (b) A → B, ${m.rate ? `${m.rate}/s` : `burst ${m.inFlight} in flight`} … `);
      const r = await runPhase('(b) send on A, stream on B', portA, rx, tx, { ...m, apis: [a, b], db: handle });
      phases.push(r);
      console.log(`p50 ${r.p50} / p95 ${r.p95} / p99 ${r.p99} ms, ${r.delivered}/${r.messages} (load ${r.load})`);
      for (const line of r.lostDetail) console.log(`    LOST ${line}`);
    }
    await closeMeasured(b, streams, memory);
  }
  strayCount = stray;
} finally {
  await Promise.all([stopApi(a), stopApi(b)]);
  streamAgent.destroy();
  sendAgent.destroy();
  await handle.close();
  rmSync(work, { recursive: true, force: true });
  if (!args.keep && !REUSE) await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
}

const mib = (x: number) => fmt(x / 1024 ** 2);
console.log(
  `\nPostgreSQL — ${CONNECTIONS.toLocaleString('en')} open streams, ${MESSAGES.toLocaleString('en')} messages per run, ` +
    `${SENDERS} senders; latency = receiver's stream saw it − POST started, ms; load average at the end ${loadAverage()}`,
);
printTable(
  [
    'scenario',
    'mode',
    'sent/s',
    'delivered/s',
    'p50',
    'p95',
    'p99',
    'max',
    'POST p50',
    'POST p95',
    'seen−answer p50',
    'seen−answer p95',
    'lost',
    'dup',
    'wrong user',
    'failed sends',
  ],
  phases.map((r) => [
    r.scenario,
    r.mode,
    r.sendsPerSec,
    r.deliveredPerSec,
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.postP50),
    fmt(r.postP95),
    fmt(r.afterP50),
    fmt(r.afterP95),
    r.lost,
    r.duplicates,
    r.misdelivered,
    r.failedSends,
  ]),
);
console.log(
  "\nWhile sending: CPU as % of one core (this client, API A, API B, the benchmark database's PostgreSQL backends, " +
    "everything else on the machine), the client's event loop, and the load average after the run",
);
printTable(
  [
    'scenario',
    'mode',
    'seen before answer %',
    'client ELU %',
    'client loop delay p99 ms',
    'CPU % bench/A/B/pg/others',
    'load 1/5/15',
  ],
  phases.map((r) => [
    r.scenario,
    r.mode,
    r.beforeAnswer,
    r.clientElu,
    fmt(r.clientLagP99),
    `${r.cpu.bench}/${r.cpu.a}/${r.cpu.b}/${r.cpu.pg}/${r.cpu.others}`,
    r.load,
  ]),
);
console.log('\nOpening the streams and what an idle stream costs the server (RSS: VmRSS; heap: V8 heap in use)');
printTable(
  [
    'instance',
    'streams',
    'open s',
    'CPU ms/open API',
    'CPU ms/open pg',
    'RSS before MiB',
    'RSS open MiB',
    'RSS KiB/stream',
    'heap before MiB',
    'heap open MiB',
    'heap KiB/stream',
    'RSS after close MiB',
    'client KiB/stream',
    'load 1/5/15',
  ],
  memories.map((m) => [
    m.instance,
    m.streams,
    fmt(m.openMs / 1000, 2),
    fmt(m.openCpuMs, 2),
    fmt(m.openPgCpuMs, 2),
    mib(m.rssBefore),
    mib(m.rssOpen),
    fmt((m.rssOpen - m.rssBefore) / m.streams / 1024),
    mib(m.heapBefore),
    mib(m.heapOpen),
    fmt((m.heapOpen - m.heapBefore) / m.streams / 1024),
    mib(m.rssClosed),
    fmt(m.clientRssPerStream / 1024),
    m.load,
  ]),
);
const over = phases.filter((r) => !(r.p95 < BUDGET_P95_MS)).map((r) => `${r.scenario} ${r.mode}`);
console.log(
  over.length
    ? `\nOver the ${BUDGET_P95_MS} ms p95 budget: ${over.join('; ')}`
    : `\nEvery scenario within the ${BUDGET_P95_MS} ms p95 budget.`,
);
const failed = phases.some((r) => r.lost || r.duplicates || r.misdelivered || r.failedSends) || strayCount > 0;
if (failed) console.log('\nWARNING: lost, duplicated, misdelivered or refused messages (see the table)');
console.log(
  `\nResults: ${writeResults('realtime', {
    command: commandLine('realtime.ts'),
    connections: CONNECTIONS,
    messages: MESSAGES,
    rate: RATE,
    burst: BURST,
    senders: SENDERS,
    awayMs: AWAY_MS,
    phases,
    memory: memories,
    stray: strayCount,
  })}`,
);
if (failed) process.exitCode = 1;
