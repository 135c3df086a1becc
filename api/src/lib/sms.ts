// Text messages behind one interface: the local outbox by default (developers, tests and e2e read codes from
// it), Twilio's Messages API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import { enqueue } from '../modules/outbox/outbox.ts';

/** One text to send. `payload` (e.g. the code) is kept only by the local outbox, never sent anywhere else. */
export interface SmsMessage {
  /** E.164 number. */
  to: string;
  body: string;
  template: string;
  payload?: Record<string, unknown>;
}

/** Why a text could not be sent: a bad number, the provider throttling us, or the provider being unreachable. */
export type SmsFailure = 'invalid_number' | 'rate_limited' | 'unavailable';

/** A send that failed; `providerCode`/`status` carry the provider's own diagnosis for the log. */
export class SmsError extends Error {
  readonly kind: SmsFailure;
  readonly status: number | undefined;
  readonly providerCode: number | undefined;

  constructor(kind: SmsFailure, message: string, status?: number, providerCode?: number) {
    super(message);
    this.name = 'SmsError';
    this.kind = kind;
    this.status = status;
    this.providerCode = providerCode;
  }
}

/** Sends text messages. */
export interface SmsSender {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}

/** Records texts in the outbox table (and the log) instead of sending them. */
export class LocalOutboxSms implements SmsSender {
  readonly name = 'outbox';
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  async send(msg: SmsMessage): Promise<void> {
    await enqueue(this.#db, this.#log, {
      channel: 'sms',
      recipient: msg.to,
      template: msg.template,
      subject: 'Text message',
      body: msg.body,
      payload: msg.payload ?? {},
    });
  }
}

/** Twilio account settings; `apiBase` is https://api.twilio.com unless a test points it at a fake. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

// Twilio error codes (https://www.twilio.com/docs/api/errors) that mean the destination number is the problem.
const BAD_NUMBER_CODES = new Set([21211, 21214, 21217, 21407, 21408, 21421, 21610, 21612, 21614]);
const THROTTLED_CODES = new Set([14107, 20429, 30022]);

/** Sends through Twilio's REST Messages API with fetch (form-encoded body, HTTP Basic auth). */
export class TwilioSms implements SmsSender {
  readonly name = 'twilio';
  readonly #settings: TwilioSettings;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(settings: TwilioSettings, options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
    this.#settings = settings;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** The Messages resource of the account. */
  get url(): string {
    const { apiBase, accountSid } = this.#settings;
    return `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  }

  async send(msg: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.#settings;
    let res: Response;
    try {
      res = await this.#fetch(this.url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: msg.to, From: from, Body: msg.body }).toString(),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (err) {
      throw new SmsError('unavailable', `Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.ok) {
      await res.body?.cancel();
      return;
    }
    // Twilio answers errors as {code, message, more_info, status}; anything else is treated as an outage.
    let code: number | undefined;
    let detail = res.statusText;
    try {
      const body = (await res.json()) as { code?: unknown; message?: unknown };
      if (typeof body.code === 'number') code = body.code;
      if (typeof body.message === 'string') detail = body.message;
    } catch {
      // Not JSON: keep the status text.
    }
    const message = `Twilio ${res.status}${code ? ` (${code})` : ''}: ${detail}`;
    if (res.status === 429 || (code !== undefined && THROTTLED_CODES.has(code)))
      throw new SmsError('rate_limited', message, res.status, code);
    if (res.status === 400 && code !== undefined && BAD_NUMBER_CODES.has(code))
      throw new SmsError('invalid_number', message, res.status, code);
    throw new SmsError('unavailable', message, res.status, code);
  }
}

/** The sender a configuration implies: Twilio when configured, the local outbox otherwise. */
export function smsSenderFor(config: AppConfig, db: Db, log: FastifyBaseLogger): SmsSender {
  return config.twilio ? new TwilioSms(config.twilio) : new LocalOutboxSms(db, log);
}
