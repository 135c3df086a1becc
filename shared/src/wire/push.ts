/**
 * Standard Web Push (VAPID): the server's public key, a browser's subscription, and what a push carries to the
 * service worker (shell/src/sw.ts).
 */
import { z } from 'zod';
import { envelope } from './common.ts';

export const PUSH_MESSAGES = {
  endpointRule: 'endpoint must be an https URL of a push service',
  keysRule: 'keys.p256dh and keys.auth are required',
  subscribed: 'Push notifications are on for this browser',
  unsubscribed: 'Push notifications are off for this browser',
} as const;

const base64url = (max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysRule })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keysRule)
    .min(8, PUSH_MESSAGES.keysRule)
    .max(max, PUSH_MESSAGES.keysRule);

/** Body of POST /api/push/subscribe: a PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscribeBody = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointRule }).url(PUSH_MESSAGES.endpointRule).max(2000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }, { error: PUSH_MESSAGES.keysRule }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

/** Body of POST /api/push/unsubscribe. */
export const pushUnsubscribeBody = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointRule }).min(1, PUSH_MESSAGES.endpointRule).max(2000),
});

/** Answer of POST /api/push/subscribe and /api/push/unsubscribe: the message, no data. */
export const pushSubscriptionAnswer = envelope.extend({ data: z.null() });

/** Answer of GET /api/push/vapid-public-key. */
export const vapidKeyAnswer = envelope.extend({ data: z.object({ public_key: z.string() }) });

/** What a push carries (JSON): shown by the worker as a notification; a click opens `link` (a path of the app). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on the app's own origin, never a full URL. */
  link: z.string().startsWith('/'),
  /** Notifications with one tag replace each other (one per conversation). */
  tag: z.string(),
  icon: z.string().optional(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/**
 * The page a push opens: the notification centre with `?open=<id>`, which forwards to what the notification is
 * about (the server names no other route of the client).
 */
export const PUSH_OPEN_PATH = '/user/notifications';
