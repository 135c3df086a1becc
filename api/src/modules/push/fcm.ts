// Firebase Cloud Messaging through firebase-admin (decision 018), for the devices that registered an FCM token
// (`fcm_id` in update_profile: the mobile apps, upstream's `usertokens`). On only when a service account is
// configured (FCM_SERVICE_ACCOUNT_FILE); the browsers of this web client use standard Web Push (push.service.ts),
// which needs no account. firebase-admin is loaded on first use, so an API without FCM pays nothing.
//
// FCM answering UNREGISTERED (or a token it calls invalid) means the app was uninstalled or the token rotated:
// the token is deleted. Tokens go in batches of 500 (sendEach's limit).
import type { Agent } from 'node:https';
import type { PushPayload } from '@abode/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usertokens } from '../../db/schema.ts';
import type { FcmConfig } from '../../env.ts';
import type { PushReport } from './push.service.ts';

/** The error codes after which a token will never work again. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** sendEach's most messages per call. */
const BATCH = 500;

/** Sends one payload to FCM registration tokens; answers which tokens are gone for good. */
export interface FcmSender {
  send(
    tokens: string[],
    payload: PushPayload,
  ): Promise<{ sent: number; gone: string[]; failed: number; error?: string }>;
}

type Messaging = import('firebase-admin/messaging').Messaging;
type TokenMessage = import('firebase-admin/messaging').TokenMessage;

let appCount = 0;
const senders = new WeakMap<FcmConfig, FcmSender>();

/** The FCM message for one token: a notification every platform shows, and the data the apps route by. */
export function fcmMessage(token: string, payload: PushPayload, publicUrl: string): TokenMessage {
  const link = new URL(payload.link, publicUrl).href;
  return {
    token,
    notification: { title: payload.title, body: payload.body, ...(payload.icon ? { imageUrl: payload.icon } : {}) },
    // Data values must be strings.
    data: { type: payload.type, link, tag: payload.tag },
    android: { notification: { tag: payload.tag } },
    apns: { headers: { 'apns-collapse-id': payload.tag.slice(0, 64) } },
    webpush: { fcmOptions: { link } },
  };
}

/** The sender for one FCM configuration (one firebase-admin app per configuration, made on first use). */
export function fcmSender(config: FcmConfig, publicUrl: string): FcmSender {
  const known = senders.get(config);
  if (known) return known;
  let messaging: Promise<Messaging> | undefined;
  const messagingOnce = () => {
    messaging ??= (async () => {
      const [{ initializeApp, cert }, { getMessaging }] = await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/messaging'),
      ]);
      const agent: Agent | undefined = config.agent;
      appCount += 1;
      const app = initializeApp(
        {
          credential: cert(
            {
              projectId: config.serviceAccount.project_id,
              clientEmail: config.serviceAccount.client_email,
              privateKey: config.serviceAccount.private_key,
            },
            agent,
          ),
          projectId: config.serviceAccount.project_id,
          ...(agent ? { httpAgent: agent } : {}),
        },
        `abode-fcm-${appCount}`,
      );
      const m = getMessaging(app);
      // An agent speaks HTTP/1.1 (firebase-admin's HTTP/2 sessions connect by themselves and would bypass it).
      if (agent) m.enableLegacyHttpTransport();
      return m;
    })();
    return messaging;
  };
  const sender: FcmSender = {
    async send(tokens, payload) {
      const out = { sent: 0, gone: [] as string[], failed: 0, error: undefined as string | undefined };
      if (!tokens.length) return out;
      const m = await messagingOnce();
      for (let i = 0; i < tokens.length; i += BATCH) {
        const batch = tokens.slice(i, i + BATCH);
        const result = await m.sendEach(batch.map((t) => fcmMessage(t, payload, publicUrl)));
        result.responses.forEach((r, j) => {
          if (r.success) out.sent++;
          else if (r.error && GONE.has(r.error.code)) out.gone.push(batch[j] as string);
          else {
            out.failed++;
            out.error ??= `${r.error?.code ?? ''} ${r.error?.message ?? ''}`.trim();
          }
        });
      }
      return out;
    },
  };
  senders.set(config, sender);
  return sender;
}

/** Sends `payload` to every FCM token of `userId` (nothing when FCM is off); gone tokens are deleted. */
export async function sendFcmPush(
  deps: { db: Db; config: { fcm?: FcmConfig | undefined; publicUrl: string } },
  userId: number,
  payload: PushPayload,
): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const config = deps.config.fcm;
  if (!config) return report;
  const rows = await deps.db
    .select({ fcm_id: usertokens.fcm_id })
    .from(usertokens)
    .where(eq(usertokens.customer_id, userId));
  if (!rows.length) return report;
  const result = await fcmSender(config, deps.config.publicUrl).send(
    rows.map((r) => r.fcm_id),
    payload,
  );
  if (result.gone.length)
    await deps.db
      .delete(usertokens)
      .where(and(eq(usertokens.customer_id, userId), inArray(usertokens.fcm_id, result.gone)));
  report.sent = result.sent;
  report.removed = result.gone.length;
  report.failed = result.failed;
  if (result.error) report.error = result.error;
  return report;
}
