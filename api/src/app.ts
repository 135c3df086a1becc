import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import Fastify, { LogController } from 'fastify';
import type { Db } from './db/client.ts';
import type { AppConfig } from './env.ts';
import type { Deps } from './lib/define-route.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import { MemoryRateLimiter } from './lib/rate-limit.ts';
import { urlBuilder } from './lib/urls.ts';
import devOutbox from './modules/dev/outbox.route.ts';
import { broadcastReader } from './modules/notifications/broadcast.ts';
import { startPackageReminders } from './modules/notifications/package-reminders.ts';
import { registerWebhooks, startCheckoutExpiry } from './modules/payments/index.ts';
import { ROUTES } from './modules/routes.ts';
import { registerBodyParsers } from './plugins/body.ts';
import { registerDemoMode } from './plugins/demo-mode.ts';
import { clientErrorHandler, registerErrorHandler, sendNotFound } from './plugins/errors.ts';
import { registerLoadShed } from './plugins/load-shed.ts';
import { isPublicUploadPath, registerPrivateFiles } from './plugins/private-files.ts';
import { genReqId, registerRequestLog } from './plugins/request-log.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { type EventBus, MemoryBus } from './realtime/bus.ts';
import { sweepEvents } from './realtime/events.ts';
import { StreamHub } from './realtime/hub.ts';
import { streamRoute } from './realtime/stream.route.ts';
import type { Storage } from './storage/storage.ts';
import { LocalStorage } from './storage/storage.ts';

/**
 * What the app is built from: its configuration, an open database and (optionally) a storage, a limiter and the
 * events bus (several instances on one PostgreSQL share a PgBus; alone, the in-process one).
 */
export interface AppInput {
  config: AppConfig;
  db: Db;
  storage?: Storage;
  limiter?: RateLimiter;
  bus?: EventBus;
}

/** Old events are swept this often (realtime/events.ts EVENT_RETENTION_MS). */
const EVENT_SWEEP_MS = 3_600_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Whether GET /api/dev/outbox is served: on the embedded database listening on loopback only (a
 * developer's machine or a test), otherwise only with OUTBOX_PAGE=1 — so neither a production
 * DATABASE_URL nor a public PGlite demo shows anyone's verification codes.
 */
export function outboxPageEnabled(config: AppConfig): boolean {
  return config.outboxPage || (!config.databaseUrl && LOOPBACK.has(config.host));
}

/** The storage a configuration implies (local files under DATA_DIR; S3 comes later). */
export function storageFor(config: AppConfig): Storage {
  return new LocalStorage(join(config.dataDir, 'uploads'));
}

/** Builds the fastify app (routes, plugins, web product); the caller listens and closes. */
export async function buildApp({
  config,
  db,
  storage = storageFor(config),
  limiter = new MemoryRateLimiter(),
  bus = new MemoryBus(),
}: AppInput): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: { level: config.logLevel },
    // plugins/request-log.ts writes one line per request instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId,
    // req.ip is the X-Forwarded-For client only behind a trusted proxy (TRUST_PROXY); limits key on it. fastify
    // reads a bare hop count as "trust nothing", so a count becomes proxy-addr's hop test (decision 011).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests Node refuses before routing (URL or headers too large, broken framing) get the envelope and the
    // security headers too.
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
  });
  registerErrorHandler(app);
  registerRequestLog(app);
  await registerSecurity(app, { config, db });
  // Before every route (it learns them as they are added) and before the load gate: DEMO_MODE refuses every
  // write but signing in and out, whoever asks, before anything else is done for it.
  registerDemoMode(app, config);
  // Before every route, after the security and CORS headers (a 503 carries them too): API requests beyond what
  // the database can work on wait in a bounded line, or get 503.
  registerLoadShed(app, config);
  // API answers compress on the fly at a cheap brotli level; built assets are already precompressed and
  // carry their Content-Encoding, which this leaves alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await registerBodyParsers(app);

  const deps: Deps = { db, config, storage, limiter, bus };
  // The operations of the table, walked in order (modules/routes.ts), and the backup route beside them.
  for (const route of ROUTES) route.register(app, deps);
  // Not operations, registered here: each below is named in api/test/operations.test.ts with why.
  // The payment webhooks are the gateways' calls, in each gateway's own signed format on the raw body: no client
  // of the API calls them, and their bodies are not the API's envelope.
  await registerWebhooks(app, deps);
  // The live stream of each signed-in user's events (decision 018): server-sent events, not an answer.
  const hub = new StreamHub(db, bus, (err) => app.log.error({ err }, 'events: delivery failed'));
  // How an admin's broadcast becomes each open page's event (links are built at each broadcast: a PORT=0 server
  // learns its public URL after listening).
  hub.useBroadcastReader(broadcastReader(db, () => urlBuilder(config.publicUrl)));
  streamRoute(hub).register(app, deps);
  app.decorate('streams', hub);
  const sweep = setInterval(() => {
    sweepEvents(db).catch((err) => app.log.warn({ err }, 'events: sweep failed'));
  }, EVENT_SWEEP_MS);
  sweep.unref();
  // Package "about to expire" and "expired" notifications (urls are built at each scan: a PORT=0 server learns
  // its public URL after listening).
  const stopReminders = startPackageReminders({
    deps,
    get urls() {
      return urlBuilder(config.publicUrl);
    },
    log: app.log.child({ module: 'package-reminders' }),
  });
  // Before the server stops taking connections: open streams end (their clients reconnect elsewhere), or the
  // close would wait for them forever.
  const stopExpiry = startCheckoutExpiry(deps, app.log.child({ module: 'payments' }));
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    stopReminders();
    stopExpiry();
    hub.close();
  });
  // A development page, not part of the API's contract. Not registered at all otherwise: the path then answers
  // like any unknown route.
  if (outboxPageEnabled(config)) devOutbox.register(app, deps);

  // Files and pages, outside /api (not operations): private files (verification documents) only through signed,
  // uncached URLs, the public route refusing them; the uploads; the web product and its SPA fallback.
  registerPrivateFiles(app, deps);
  if (storage.localRoot) {
    mkdirSync(storage.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      allowedPath: (pathname) => isPublicUploadPath(pathname),
      setHeaders: (res) => {
        res.header('Cache-Control', 'public, max-age=86400');
        res.header('X-Content-Type-Options', 'nosniff');
        // Upload URLs are absolute on PUBLIC_URL, shown by pages on other origins too (CORS_ORIGINS, a CDN shell).
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const web = await registerWeb(app, config);
  app.setNotFoundHandler(async (req, reply) => {
    if (await web.trySpaFallback(req, reply)) return reply;
    return sendNotFound(req, reply);
  });
  return app;
}
