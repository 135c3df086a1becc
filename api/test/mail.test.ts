import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { SmtpMailer } from '../src/lib/mail.ts';
import { backoffSeconds, OutboxDispatcher } from '../src/modules/outbox/dispatcher.ts';
import { enqueue } from '../src/modules/outbox/outbox.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer, until } from './helpers.ts';

const PASSWORD = 'sm7p-s3cret-pass';

interface Received {
  to: string[];
  text: string;
}

/** A fake SMTP server on 127.0.0.1:0 that keeps what it receives; `refuse` makes it reject every recipient. */
class FakeSmtp {
  readonly received: Received[] = [];
  refuse = false;
  port = 0;
  readonly server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, cb) => {
      if (auth.username === 'abode' && auth.password === PASSWORD) cb(null, { user: 'abode' });
      else cb(new Error('Invalid username or password'));
    },
    onRcptTo: (_address, _session, cb) => {
      if (this.refuse) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        cb(err);
      } else cb();
    },
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        cb();
      });
    },
  });

  async listen(): Promise<void> {
    await new Promise<void>((ok) => this.server.listen(0, '127.0.0.1', ok));
    const address = this.server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    this.port = address.port;
  }

  close(): Promise<void> {
    return new Promise((ok) => this.server.close(() => ok()));
  }

  to(address: string): Received[] {
    return this.received.filter((m) => m.to.includes(address));
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

let s: TestServer;
const smtp = new FakeSmtp();
let mailer: SmtpMailer;

beforeAll(async () => {
  await smtp.listen();
  s = await startTestServer();
  mailer = new SmtpMailer({
    url: `smtp://abode:${PASSWORD}@127.0.0.1:${smtp.port}`,
    from: 'Abode <no-reply@abode.test>',
  });
});
afterAll(async () => {
  await s?.close();
  await smtp.close();
});

const newDispatcher = (options = {}) =>
  new OutboxDispatcher(s.db, mailer, s.app.log, { intervalMs: 60_000, ...options });
const rowsFor = (to: string) => s.db.select().from(outbox).where(eq(outbox.recipient, to));

describe('outbox delivery over SMTP', () => {
  it('mails a verification code right after get-otp and marks the row sent', async () => {
    // A long interval: the nudge from enqueue() is what must deliver it.
    const d = newDispatcher();
    d.start();
    try {
      const email = DEMO_ACCOUNTS.user;
      const r = await s.call(`/api/get-otp?email=${encodeURIComponent(email)}`);
      expect(r.status).toBe(200);
      const [row] = await until(async () => {
        const rows = await rowsFor(email);
        return rows.length && rows.every((x) => x.sent_at) ? rows : undefined;
      });
      expect(row?.sent_at).toBeInstanceOf(Date);
      expect(row?.last_error).toBeNull();
      const otp = String(row?.payload.otp);
      expect(otp).toMatch(/^\d{6}$/);
      const mails = smtp.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`your Abode verification code is ${otp}`);
      expect(mails[0]?.text).toContain('Subject: Verify your email address');
      expect(mails[0]?.text).toMatch(/From: Abode <no-reply@abode\.test>/);
    } finally {
      await d.stop();
    }
  });

  it('keeps a refused mail pending with its error and a later next attempt', async () => {
    const d = newDispatcher();
    smtp.refuse = true;
    d.start();
    try {
      const email = DEMO_ACCOUNTS.agent;
      expect((await s.call(`/api/get-otp?email=${encodeURIComponent(email)}`)).status).toBe(200);
      const [row] = await until(async () => {
        const rows = await rowsFor(email);
        return rows.length && rows.every((x) => x.attempts > 0) ? rows : undefined;
      });
      expect(row?.sent_at).toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row?.last_error).toMatch(/SMTP: .*Mailbox unavailable/);
      expect(row?.last_error).not.toContain(PASSWORD);
      const [{ ahead } = { ahead: 0 }] = await s.db
        .select({ ahead: sql<number>`extract(epoch from ${outbox.next_attempt_at} - now())::float8` })
        .from(outbox)
        .where(eq(outbox.id, row?.id ?? 0));
      expect(Number(ahead)).toBeGreaterThan(20);
      expect(Number(ahead)).toBeLessThanOrEqual(30);
      expect(smtp.to(email)).toHaveLength(0);
      // Not due yet: another run leaves it alone.
      smtp.refuse = false;
      expect(await d.drain()).toBe(0);
      expect((await rowsFor(email))[0]?.attempts).toBe(1);
    } finally {
      smtp.refuse = false;
      await d.stop();
    }
  });

  it('delivers each row exactly once with two dispatchers running at once', async () => {
    const tag = `pair-${Date.now()}`;
    const addresses = Array.from({ length: 30 }, (_, i) => `${tag}-${i}@example.com`);
    for (const to of addresses)
      await enqueue(s.db, s.app.log, {
        channel: 'email',
        recipient: to,
        template: 't',
        subject: 'Hi',
        body: `hello ${to}`,
      });
    const a = newDispatcher({ batchSize: 4 });
    const b = newDispatcher({ batchSize: 4 });
    const [sentA, sentB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentA + sentB).toBe(addresses.length);
    for (const to of addresses) expect(smtp.to(to), to).toHaveLength(1);
    const rows = await s.db
      .select({ sent: sql<number>`count(*) filter (where ${outbox.sent_at} is not null)::int` })
      .from(outbox)
      .where(sql`${outbox.recipient} like ${`${tag}-%`}`);
    expect(Number(rows[0]?.sent)).toBe(addresses.length);
  });

  it('never sends mail older than a day, such as a backlog from before SMTP was configured', async () => {
    const to = `stale-${Date.now()}@example.com`;
    await enqueue(s.db, s.app.log, {
      channel: 'email',
      recipient: to,
      template: 't',
      subject: 'Old',
      body: 'old code',
    });
    await s.db.update(outbox).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(outbox.recipient, to));
    await newDispatcher().drain();
    expect(smtp.to(to)).toHaveLength(0);
    const [row] = await rowsFor(to);
    expect(row?.sent_at).toBeNull();
  });

  it('backs off 30 s, 1 min, 2 min… up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
  });
});

describe('SMTP settings', () => {
  it('needs SMTP_URL and MAIL_FROM together', () => {
    expect(() => parseEnv({ SMTP_URL: `smtp://u:${PASSWORD}@smtp.example.com:587` })).toThrow(
      /SMTP_URL, MAIL_FROM: set both/,
    );
    expect(() => parseEnv({ MAIL_FROM: 'no-reply@example.com' })).toThrow(/SMTP_URL, MAIL_FROM: set both/);
    expect(() => parseEnv({ SMTP_URL: 'http://example.com', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL: must be an smtp/);
    const both = parseEnv({ SMTP_URL: 'smtps://u:p@smtp.example.com', MAIL_FROM: 'Abode <no-reply@example.com>' });
    expect(both.smtp).toEqual({ url: 'smtps://u:p@smtp.example.com', from: 'Abode <no-reply@example.com>' });
    expect(parseEnv({}).smtp).toBeUndefined();
  });

  it('refuses to start the API with SMTP_URL alone, without echoing the password', () => {
    const r = spawnSync(process.execPath, [resolve(import.meta.dirname, '../src/main.ts')], {
      env: { PATH: process.env.PATH, SMTP_URL: `smtp://u:${PASSWORD}@smtp.example.com:587`, PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('SMTP_URL, MAIL_FROM: set both');
    expect(r.stderr + r.stdout).not.toContain(PASSWORD);
  });
});
