import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The repository root (api/src/.. /..): relative paths in the environment are taken from here. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be one of 0, 1, true, false, yes, no' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const path = z
  .string()
  .min(1)
  .transform((p) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p)));

/** Gateway keys that may come from the environment: the setting of the same name in lower case. */
export const PAYMENT_ENV_KEYS = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYSTACK_PUBLIC_KEY',
  'PAYSTACK_SECRET_KEY',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'FLUTTERWAVE_PUBLIC_KEY',
  'FLUTTERWAVE_SECRET_KEY',
  'FLUTTERWAVE_SECRET_HASH',
] as const;

const apiBase = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or an IP address such as 127.0.0.1 or 0.0.0.0')
    .default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATA_DIR: path.default(resolve(REPO_ROOT, 'data')),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((u) => {
      const url = new URL(u);
      return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
    }, 'must be an origin only, such as https://abode.example.com (no path, query or credentials)')
    .transform((u) => new URL(u).origin)
    .optional(),
  // Which proxies may name the client in X-Forwarded-For: a hop count, `loopback`, or addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[A-Za-z0-9.:/]+(\s*,\s*[A-Za-z0-9.:/]+)*)$/,
      'must be a hop count (1), loopback, or a comma-separated list of addresses or CIDRs',
    )
    .refine((v) => !/^(true|yes|on|\*)$/i.test(v), 'trusting every address would let any client pick its own IP')
    .optional(),
  // Other origins that may call the API from a browser (remotes on a CDN, other clients).
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: 'each must be an http(s) origin, such as https://cdn.example.com' })
          .refine((u) => new URL(u).origin === u.replace(/\/+$/, ''), 'each must be an origin only (no path)')
          .transform((u) => new URL(u).origin),
      ),
    )
    .optional(),
  // Rate limits (and other cross-instance state) in Redis, so several API instances share them.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379' })
    .optional(),
  // How long a sign-in lasts without use; each use renews it.
  TOKEN_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).positive().max(3650).default(30),
  // Load shedding: requests waiting for the database beyond this many answer 503 at once; one that has
  // waited DB_QUEUE_WAIT_MS gives up with 503 too.
  DB_QUEUE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).optional(),
  DB_QUEUE_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(10)
    .max(120_000)
    .optional(),
  // How old an upload no row names must be before the sweeper removes it (default an hour; tests use 0).
  UPLOAD_SWEEP_AGE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(3_600_000),
  // Hosts a Web Push endpoint may be on (comma-separated; a leading dot matches subdomains): the server POSTs to
  // subscription endpoints, so only real push services are accepted, never an address inside the network.
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,.push.services.mozilla.com,web.push.apple.com,.notify.windows.com',
    )
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Extra CA certificates (PEM file) trusted for push services only: a private push service or a test's own.
  PUSH_CA_FILE: path.optional(),
  // FCM (firebase-admin) for the devices that registered an fcm_id: a Firebase service-account key file (JSON).
  FCM_SERVICE_ACCOUNT_FILE: path.optional(),
  // Contact of the VAPID claims (a mailto: or https: URL the push services may use to reach the operator).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .optional(),
  // A chat message still unread this long after it was sent becomes a notification (the receiver is away).
  CHAT_AWAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default(false),
  REMOTES_CONFIG: path.refine((p) => existsSync(p), 'file does not exist').optional(),
  WEB_ROOT: path.default(REPO_ROOT),
  DEMO_MODE: flag.default(false),
  OUTBOX_PAGE: flag.default(false),
  // Phone codes go through Twilio when all three are set (see src/lib/sms.ts); TWILIO_API_BASE is for tests.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{10,64}$/, 'must be an account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  TWILIO_FROM: z.string().min(2).optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
  // Email is delivered over SMTP when both are set (see src/lib/mail.ts and src/modules/outbox/dispatcher.ts).
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, such as smtp://user:pass@smtp.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(
      /^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address such as Abode <no-reply@example.com>',
    )
    .optional(),
  // Social sign-in (Google, Apple) through Firebase when FIREBASE_PROJECT_ID is set (see src/lib/firebase.ts).
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project ID (lower-case letters, digits and dashes)')
    .optional(),
  FIREBASE_API_KEY: z.string().max(200).optional(),
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'must be a host name such as my-app.firebaseapp.com')
    .optional(),
  FIREBASE_APP_ID: z.string().max(200).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d+$/, 'must be host:port, such as 127.0.0.1:9099')
    .optional(),
  // Payment gateways (decision 019): keys the admin has not set in the panel come from here (README "Payments").
  ...(Object.fromEntries(PAYMENT_ENV_KEYS.map((k) => [k, z.string().trim().max(300).optional()])) as Record<
    (typeof PAYMENT_ENV_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >),
  // Where each gateway's API is; only tests and sandboxes change these.
  STRIPE_API_BASE: apiBase,
  PAYSTACK_API_BASE: apiBase,
  PAYPAL_API_BASE: apiBase,
  FLUTTERWAVE_API_BASE: apiBase,
});

/** The validated configuration of one API process. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * The public origin every absolute link is built from (reset mail, upload URLs, paging links); never the
   * request's Host header. PUBLIC_URL, else (embedded default only) the address the server listens on.
   */
  publicUrl: string;
  /** Whether this is a production deployment (NODE_ENV=production or a DATABASE_URL): PUBLIC_URL is then required. */
  production: boolean;
  /** fastify's trustProxy: which proxies may name the client; false means the socket address is the client. */
  trustProxy: false | number | string;
  /** Origins other than PUBLIC_URL that browsers may call the API from (CORS). */
  corsOrigins: string[];
  /** Redis for limits shared by several API instances; absent means in-process. */
  redisUrl: string | undefined;
  /** How long a token lives without use, in milliseconds; each use renews it. */
  tokenTtlMs: number;
  /** At most this many requests wait for the database; the next answers 503 with Retry-After. */
  dbQueueLimit: number;
  /** A request that has waited this long for the database answers 503 with Retry-After. */
  dbQueueWaitMs: number;
  /** Uploads no row names are removed once this old (storage/sweeper.ts): a younger one may await its commit. */
  uploadSweepAgeMs: number;
  /** A message unread this long notifies its receiver (modules/chat/away.ts). */
  chatAwayMs: number;
  /** Hosts Web Push endpoints may be on (modules/push). */
  pushEndpointHosts: string[];
  /** The VAPID `sub` claim (defaults to the public URL). */
  vapidSubject: string | undefined;
  /** Extra CA certificates (PEM) trusted when sending to push services. */
  pushCa: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  remotesConfig: string | undefined;
  webRoot: string;
  demoMode: boolean;
  /** Serve GET /api/dev/outbox even on PostgreSQL (it is always on with the embedded database). */
  outboxPage: boolean;
  /** Twilio settings when phone codes are texted for real; absent means the local outbox. */
  twilio?: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  /** SMTP settings when email is delivered for real; absent means the local outbox only. */
  smtp?: SmtpConfig | undefined;
  /** Firebase settings when social sign-in (Google, Apple) is on; absent means the buttons are not shown. */
  firebase?: FirebaseConfig | undefined;
  /** FCM sending when a service account is configured; absent means no FCM (Web Push still works). */
  fcm?: FcmConfig | undefined;
  /** Payment gateway keys from the environment (lower-case setting names) and API base URLs. */
  payments: PaymentEnv;
}

/** What the environment says about payment gateways; admin settings take precedence over `keys`. */
export interface PaymentEnv {
  keys: Record<string, string>;
  apiBase: {
    stripe?: string | undefined;
    paystack?: string | undefined;
    paypal?: string | undefined;
    flutterwave?: string | undefined;
  };
}

/** What FCM sending needs of a Firebase service-account key file. */
export const serviceAccountFile = z.object({
  project_id: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project ID'),
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }),
});

export interface FcmConfig {
  serviceAccount: z.infer<typeof serviceAccountFile>;
  /**
   * Only set by tests: the agent FCM sends go through (it reaches a local server speaking FCM's protocol, and
   * makes firebase-admin use HTTP/1.1). The OAuth grant ignores it and honours HTTPS_PROXY instead (decision
   * 018). Never from the environment.
   */
  agent?: import('node:https').Agent | undefined;
}

/** Reads and checks a service-account key file; a bad one stops the process with what is wrong. */
export function readServiceAccount(file: string): FcmConfig['serviceAccount'] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Invalid environment:\n  FCM_SERVICE_ACCOUNT_FILE: not a JSON file (${(err as Error).message})`);
  }
  const r = serviceAccountFile.safeParse(json);
  if (!r.success)
    throw new Error(
      `Invalid environment:\n${r.error.issues.map((i) => `  FCM_SERVICE_ACCOUNT_FILE ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  return r.data;
}

/** Where mail goes: `url` is smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS); it holds the password, never log it. */
export interface SmtpConfig {
  url: string;
  from: string;
}

/** The Firebase project that signs social users in: the web client's public settings and, in tests, the emulator. */
export interface FirebaseConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  appId: string;
  /** host:port of the Firebase Auth emulator; when set, ID tokens are checked against it (never in production). */
  emulatorHost?: string | undefined;
}

/** The origin of the address the server listens on (a wildcard address is reached as loopback). */
export function listenOrigin(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

/** TRUST_PROXY as fastify takes it: a hop count, or a list of addresses, CIDRs and proxy-addr names (loopback…). */
export function parseTrustProxy(value: string | undefined): false | number | string {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .join(',');
}

/** Parses the environment; throws an Error listing every bad variable (the process must not start). */
export function parseEnv(env: NodeJS.ProcessEnv): AppConfig {
  // An empty variable means "not set", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((k) => [k, env[k]] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const r = envSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = r.data;
  const production = e.NODE_ENV === 'production' || Boolean(e.DATABASE_URL);
  if (production && !e.PUBLIC_URL)
    throw new Error(
      'Invalid environment:\n  PUBLIC_URL: required in production (NODE_ENV=production or DATABASE_URL set): the public origin, such as https://abode.example.com, that links in mail and API answers are built from',
    );
  const twilioVars = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioVars.some(Boolean) && !twilioVars.every(Boolean))
    throw new Error(
      'Invalid environment:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three, or none',
    );
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM))
    throw new Error('Invalid environment:\n  SMTP_URL, MAIL_FROM: set both (mail is sent over SMTP), or neither');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT),
    production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS ?? [],
    redisUrl: e.REDIS_URL,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 86_400_000,
    // PGlite has one connection: a short queue. PostgreSQL's pool of 10 drains a longer one as fast.
    dbQueueLimit: e.DB_QUEUE_LIMIT ?? (e.DATABASE_URL ? 400 : 64),
    // PGlite serves one request at a time: past 2 s of waiting a 503 is kinder than a slow answer (bench/RESULTS.md).
    dbQueueWaitMs: e.DB_QUEUE_WAIT_MS ?? (e.DATABASE_URL ? 5_000 : 2_000),
    uploadSweepAgeMs: e.UPLOAD_SWEEP_AGE_MS,
    chatAwayMs: e.CHAT_AWAY_MS,
    pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS,
    vapidSubject: e.VAPID_SUBJECT,
    pushCa: e.PUSH_CA_FILE ? readFileSync(e.PUSH_CA_FILE, 'utf8') : undefined,
    fcm: e.FCM_SERVICE_ACCOUNT_FILE ? { serviceAccount: readServiceAccount(e.FCM_SERVICE_ACCOUNT_FILE) } : undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    remotesConfig: e.REMOTES_CONFIG,
    webRoot: e.WEB_ROOT,
    demoMode: e.DEMO_MODE,
    outboxPage: e.OUTBOX_PAGE,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE,
          }
        : undefined,
    smtp: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    payments: {
      keys: Object.fromEntries(PAYMENT_ENV_KEYS.filter((k) => e[k]).map((k) => [k.toLowerCase(), e[k] as string])),
      apiBase: {
        stripe: e.STRIPE_API_BASE,
        paystack: e.PAYSTACK_API_BASE,
        paypal: e.PAYPAL_API_BASE,
        flutterwave: e.FLUTTERWAVE_API_BASE,
      },
    },
    firebase: e.FIREBASE_PROJECT_ID
      ? {
          projectId: e.FIREBASE_PROJECT_ID,
          apiKey: e.FIREBASE_API_KEY ?? '',
          authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          appId: e.FIREBASE_APP_ID ?? '',
          emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
        }
      : undefined,
  };
}
