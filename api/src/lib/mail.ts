// Email behind one interface. Without SMTP settings mail stays in the local outbox (developers and tests read
// it at /api/dev/outbox); with SMTP_URL and MAIL_FROM the outbox dispatcher hands it to an SmtpMailer.
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../env.ts';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; rejects with an Error whose message is safe to store and log (no credentials). */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** The SMTP URL with its password replaced by `***`, for logs. */
export function redactSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'smtp://(invalid)';
  }
}

/** Sends through an SMTP server with nodemailer: smtp:// upgrades with STARTTLS when offered, smtps:// is TLS. */
export class SmtpMailer implements Mailer {
  readonly #from: string;
  readonly #secrets: string[];
  readonly #transport: Transporter;
  /** The server, password masked: what logs may show. */
  readonly description: string;

  constructor(config: SmtpConfig, options: { timeoutMs?: number } = {}) {
    const timeout = options.timeoutMs ?? 15_000;
    const u = new URL(config.url);
    this.#from = config.from;
    // Both spellings of the password, so neither can leak through an error message.
    this.#secrets = [u.password, safeDecode(u.password)].filter((p) => p.length >= 3);
    this.description = redactSmtpUrl(config.url);
    this.#transport = nodemailer.createTransport({
      url: config.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Never log the SMTP conversation (it carries AUTH).
      logger: false,
      debug: false,
    });
  }

  async send(msg: MailMessage): Promise<void> {
    try {
      await this.#transport.sendMail({ from: this.#from, to: msg.to, subject: msg.subject, text: msg.text });
    } catch (err) {
      let message = err instanceof Error ? err.message : String(err);
      for (const s of this.#secrets) message = message.split(s).join('***');
      throw new Error(`SMTP: ${message}`.slice(0, 1000));
    }
  }

  /** Closes pooled connections (none with the default transport; kept for symmetry with start/stop). */
  close(): void {
    this.#transport.close();
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
