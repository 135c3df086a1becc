import { buildApp, storageFor } from './app.ts';
import { openDb, pgliteDirOf } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { redactSmtpUrl, SmtpMailer } from './lib/mail.ts';
import { RedisRateLimiter } from './lib/redis-rate-limit.ts';
import { OutboxDispatcher } from './modules/outbox/dispatcher.ts';
import { makeDocumentsPrivate } from './modules/verification/private-documents.ts';
import { builtRemotes } from './plugins/web.ts';
import { PgBus } from './realtime/bus.ts';
import { hasCustomers, seedDemo } from './seed/index.ts';
import { startUploadSweeper } from './storage/sweeper.ts';

const started = performance.now();

let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// With REDIS_URL every instance shares the rate limits through Redis; otherwise they are in-process (decision 011).
let redisLog = (err: Error) => console.error(`redis: ${err.message}`);
let redis: Awaited<ReturnType<typeof RedisRateLimiter.connect>> | undefined;
try {
  redis = config.redisUrl
    ? await RedisRateLimiter.connect(config.redisUrl, { onError: (err) => redisLog(err) })
    : undefined;
} catch (err) {
  console.error(`REDIS_URL: cannot connect (${(err as Error).message})`);
  process.exit(1);
}

const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
const opened = performance.now();
await runMigrations(handle);
const migrated = performance.now();
const storage = storageFor(config);
// On PostgreSQL every instance hears every other's events through LISTEN/NOTIFY (decision 018).
let busLog = (msg: string) => console.error(msg);
const bus = config.databaseUrl ? await PgBus.start(config.databaseUrl, (msg) => busLog(msg)) : undefined;
const app = await buildApp({ config, db: handle.db, storage, limiter: redis?.limiter, bus });
busLog = (msg) => app.log.warn(msg);
redisLog = (err) => app.log.warn({ err }, 'redis: connection error');
// Documents stored before they became private move to private keys (a no-op once done).
const documents = await makeDocumentsPrivate(handle.db, storage);
if (documents.moved) app.log.info(documents, 'verification documents moved to private storage');

// The embedded database seeds itself on first start; a real PostgreSQL only when asked to.
if ((handle.kind === 'pglite' || config.seedDemo) && !(await hasCustomers(handle.db))) {
  const t0 = performance.now();
  const summary = await seedDemo(handle.db, storage);
  app.log.info({ ...summary, ms: Math.round(performance.now() - t0) }, 'seeded demo data');
}

// With SMTP configured, pending email in the outbox is delivered; without it the outbox is only the local record.
let dispatcher: OutboxDispatcher | undefined;
if (config.smtp) {
  const mailer = new SmtpMailer(config.smtp);
  dispatcher = new OutboxDispatcher(handle.db, mailer, app.log.child({ module: 'outbox' }));
  dispatcher.start();
  app.log.info({ smtp: redactSmtpUrl(config.smtp.url), from: config.smtp.from }, 'mail delivery on');
}

// Uploads no row names (a crash between writing a file and committing its row) go once they are an hour old.
const sweeper = startUploadSweeper({
  db: handle.db,
  storage,
  olderThanMs: config.uploadSweepAgeMs,
  log: app.log.child({ module: 'upload-sweeper' }),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await dispatcher?.stop();
    await sweeper.stop();
    await app.close();
    await bus?.close();
    await redis?.close();
    await handle.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
// PORT=0 takes any free port: with no PUBLIC_URL, links then name the port really taken.
if (!process.env.PUBLIC_URL && config.port === 0) config.publicUrl = new URL(address).origin;
if (!process.env.PUBLIC_URL && config.host !== '127.0.0.1' && config.host !== 'localhost')
  app.log.warn(
    { publicUrl: config.publicUrl },
    'PUBLIC_URL is not set: links in mail and API answers name this address; set PUBLIC_URL to the origin users reach',
  );
app.log.info(
  {
    db: handle.kind,
    dataDir: config.dataDir,
    remotes: builtRemotes(config.webRoot),
    open_ms: Math.round(opened - started),
    migrate_ms: Math.round(migrated - opened),
    startup_ms: Math.round(performance.now() - started),
  },
  'Abode API ready',
);
