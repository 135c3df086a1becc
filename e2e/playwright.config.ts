// e2e against the composed product: the real API on a fresh embedded database seeded with demo data,
// serving the production builds of the shell and remotes; plus each remote served standalone.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { devPort, REMOTES } from '../scripts/remotes.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..');
const dataDir = join(tmpdir(), `abode-e2e-${PORT}`);
const REUSE = process.env.E2E_REUSE_SERVER === '1';
/**
 * Each remote served standalone, by folder: every remote of the repository (scripts/remotes.mjs), each as far
 * above PORT as its dev server is above the shell's (mf-listings on 3001 → PORT + 1).
 */
export const STANDALONE_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  REMOTES.map((r) => [r.folder, PORT + r.port - devPort(join(root, 'shell'))]),
);
/** The highest standalone port: ports above it are free for a spec's own servers. */
export const LAST_STANDALONE_PORT = Math.max(...Object.values(STANDALONE_PORTS));

/** The local Stripe server the API talks to (api/test/gateway-servers), and the keys both sides share. */
export const STRIPE_PORT = PORT + 10;
export const STRIPE_KEYS = {
  secret: 'sk_test_e2e_local_secret',
  publishable: 'pk_test_e2e_local',
  webhook: 'whsec_e2e_local_webhook_secret',
} as const;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    geolocation: { latitude: 19.076, longitude: 72.8777 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Voice notes: a fake microphone, granted without a prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: [
    {
      // A fresh data directory each run: first start migrates and seeds the demo data.
      command: `rm -rf "${dataDir}" && node api/src/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/api/web-settings`,
      timeout: 180_000,
      // E2E_REUSE_SERVER=1 runs against servers already started with this config's commands, as a second run
      // on the same data does (every spec must pass there too: they make their own users).
      reuseExistingServer: REUSE,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: root,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // In-process limits: a Redis shared with other runs would carry their counts over.
        REDIS_URL: '',
        // The sign-in kit gives each fresh user a client address of its own (X-Forwarded-For from loopback), so
        // the per-client sign-up limit holds for the browser while a suite registers more users than it allows.
        TRUST_PROXY: 'loopback',
        // Stripe, at the local server below (an admin still has to switch it on: payments.spec does).
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
      },
    },
    {
      // A local server speaking Stripe's API; it delivers signed webhooks to the API as Stripe does.
      command: [
        'node api/test/gateway-servers/serve.ts stripe',
        `--port ${STRIPE_PORT}`,
        `--webhook-url http://127.0.0.1:${PORT}/api/webhook/stripe`,
        `--secret-key ${STRIPE_KEYS.secret}`,
        `--public-key ${STRIPE_KEYS.publishable}`,
        `--webhook-secret ${STRIPE_KEYS.webhook}`,
      ].join(' '),
      cwd: root,
      port: STRIPE_PORT,
      timeout: 30_000,
      reuseExistingServer: REUSE,
    },
    {
      command: `node scripts/serve-remote.mjs http://127.0.0.1:${PORT} ${Object.entries(STANDALONE_PORTS)
        .map(([r, p]) => `${r}=${p}`)
        .join(' ')}`,
      cwd: root,
      url: `http://127.0.0.1:${LAST_STANDALONE_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: REUSE,
    },
  ],
});
