// Standard Web Push with VAPID (RFC 8030/8291/8292) through the `web-push` library: the server makes its own
// VAPID key pair once per database (server_secrets, so every instance signs with the same key), keeps one
// subscription per browser, and sends each notification to the reader's browsers after it committed. A push
// service answering 404 or 410 means the subscription is gone: it is deleted. Nothing here needs an account.
import { createECDH } from 'node:crypto';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { PushPayload } from '@abode/shared/wire';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { web_push_subscriptions } from '../../db/schema.ts';
import type { AppConfig } from '../../env.ts';
import { serverSecret } from '../../lib/server-secrets.ts';

/** The VAPID key pair, base64url: the public key (65 bytes, uncompressed P-256 point) and the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** This database's VAPID keys, derived from its `vapid` server secret (a 32-byte P-256 private key). */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const secret = await serverSecret(db, 'vapid');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') };
}

/** Whether a push endpoint is an https URL on an allowed host. */
export function allowedEndpoint(endpoint: string, hosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

// One agent per extra CA (PUSH_CA_FILE): connections to push services are kept alive and reused.
const agents = new Map<string, Agent>();
function agentFor(ca: string | undefined): Agent | undefined {
  if (!ca) return undefined;
  let agent = agents.get(ca);
  if (!agent) {
    agent = new Agent({ keepAlive: true, ca: [...rootCertificates, ca] });
    agents.set(ca, agent);
  }
  return agent;
}

/** What one send did, for logs and tests. */
export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
  /** The first failure's message (for the log). */
  error?: string;
}

/** Sends `payload` to every browser of `userId`; expired subscriptions are removed. */
export async function sendWebPush(
  deps: { db: Db; config: AppConfig },
  userId: number,
  payload: PushPayload,
): Promise<PushReport> {
  const subs = await deps.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.user_id, userId));
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  if (!subs.length) return report;
  const keys = await vapidKeys(deps.db);
  const vapidDetails = {
    subject:
      deps.config.vapidSubject ??
      (deps.config.publicUrl.startsWith('https:') ? deps.config.publicUrl : 'mailto:admin@abode.invalid'),
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };
  const agent = agentFor(deps.config.pushCa);
  const gone: number[] = [];
  const delivered: number[] = [];
  await Promise.all(
    subs.map(async (s) => {
      if (!allowedEndpoint(s.endpoint, deps.config.pushEndpointHosts)) {
        gone.push(s.id);
        return;
      }
      try {
        await webpush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: 24 * 3600,
            urgency: 'normal',
            topic: topicOf(payload.tag),
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          },
        );
        delivered.push(s.id);
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) gone.push(s.id);
        else {
          report.failed++;
          report.error ??= `${status ?? ''} ${(err as Error).message}`.trim();
        }
      }
    }),
  );
  if (gone.length) await deps.db.delete(web_push_subscriptions).where(inArray(web_push_subscriptions.id, gone));
  if (delivered.length)
    await deps.db
      .update(web_push_subscriptions)
      .set({ last_success_at: new Date() })
      .where(inArray(web_push_subscriptions.id, delivered));
  report.sent = delivered.length;
  report.removed = gone.length;
  return report;
}

/** A Topic header (at most 32 URL-safe characters): a newer push of one tag replaces an undelivered older one. */
function topicOf(tag: string): string | undefined {
  const t = tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return t || undefined;
}
