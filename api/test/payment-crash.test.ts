// A crash between payment and activation, for real: the API process is killed (SIGKILL) while it is inside the
// transaction that grants a paid package, after Stripe has taken the money. Nothing half-written may remain (no
// package without a paid transaction, no paid transaction without its package), and the gateway's next delivery
// of the same event, to a restarted server, grants exactly one package. PostgreSQL only: the test holds a row
// lock from its own connection to stop the server at that point, which the embedded database cannot share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { type ChildApi, startChildApi } from './child-api.ts';
import { deliver } from './gateway-servers/kit.ts';
import { startStripeServer } from './gateway-servers/stripe.ts';
import { createPgDatabase, form, until } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function call(api: ChildApi, path: string, init: RequestInit = {}) {
  const res = await fetch(api.url + path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!process.env.DATABASE_URL)('a crash between payment and activation (real process, SIGKILL)', () => {
  it('leaves nothing half-written; the next webhook delivery grants exactly one package', async () => {
    const stripe = await startStripeServer();
    cleanups.push(() => stripe.close());
    const db = await createPgDatabase(process.env.DATABASE_URL ?? '');
    cleanups.push(db.drop);
    const dataDir = mkdtempSync(join(tmpdir(), 'abode-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      STRIPE_API_BASE: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    };
    let api = await startChildApi({ dataDir, databaseUrl: db.url, env });
    cleanups.push(() => api.stop('SIGKILL'));

    const login = async (email: string) => {
      const r = await call(api, '/api/user_signup', {
        method: 'POST',
        body: form({ type: '3', email, password: DEMO_PASSWORD }),
      });
      return { token: `Bearer ${String(r.body.token)}`, id: (r.body.data as { id: number }).id };
    };
    const admin = await login(DEMO_ACCOUNTS.admin);
    const on = await call(api, '/api/admin/payment-settings', {
      method: 'PUT',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ stripe_gateway: true, stripe_currency: 'USD' }),
    });
    expect(on.status).toBe(200);
    const buyer = await login(DEMO_ACCOUNTS.user);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    cleanups.push(() => client.end());
    const [pkg] = (await client.query("select id from packages where name = 'Premium'")).rows as { id: number }[];
    const started = await call(api, '/api/create-payment-intent', {
      method: 'POST',
      headers: { authorization: buyer.token },
      body: form({ package_id: String(pkg?.id), platform_type: 'web' }),
    });
    expect(started.status).toBe(200);
    const intent = (started.body.data as { payment_intent: { id: string; payment_transaction_id: number } })
      .payment_intent;

    // The buyer pays; Stripe's delivery will be held up inside the granting transaction.
    await stripe.pay(intent.id);
    const event = stripe.webhook('payment_intent.succeeded', intent.id);
    await client.query('begin');
    await client.query('select id from customers where id = $1 for update', [buyer.id]);
    const inFlight = deliver(`${api.url}/api/webhook/stripe`, event).catch(() => ({ status: 0, body: '' }));
    // The server is now inside the transaction, waiting for the customer's row.
    await until(async () => {
      const { rows } = await client.query(
        "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
      );
      return rows.length > 0 || null;
    }, 15_000);
    await api.stop('SIGKILL');
    expect((await inFlight).status).toBe(0);
    await client.query('rollback');

    const state = async () => {
      const tx = await client.query('select payment_status, user_package_id from payment_transactions where id = $1', [
        intent.payment_transaction_id,
      ]);
      const ups = await client.query('select id from user_packages where user_id = $1 and package_id = $2', [
        buyer.id,
        pkg?.id,
      ]);
      return { tx: tx.rows[0] as { payment_status: string; user_package_id: number | null }, packages: ups.rows };
    };
    // Killed mid-transaction: neither half was written.
    await until(async () => {
      const { rows } = await client.query(
        "select 1 from pg_stat_activity where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()",
      );
      return rows.length === 0 || null;
    }, 15_000);
    expect(await state()).toEqual({ tx: { payment_status: 'pending', user_package_id: null }, packages: [] });

    // Stripe delivers again (it retries for days) to the restarted server: granted once, however many times.
    api = await startChildApi({ dataDir, databaseUrl: db.url, env: { ...env, SEED_DEMO: '0' } });
    const again = await Promise.all([0, 1, 2].map(() => deliver(`${api.url}/api/webhook/stripe`, event)));
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    const after = await state();
    expect(after.tx.payment_status).toBe('success');
    expect(after.packages).toHaveLength(1);
    expect(after.tx.user_package_id).toBe((after.packages[0] as { id: number }).id);
  }, 180_000);
});
