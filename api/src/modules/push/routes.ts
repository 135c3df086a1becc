// GET /api/push/vapid-public-key, POST /api/push/subscribe and /api/push/unsubscribe.
import { pushSubscribe, pushUnsubscribe, pushVapidPublicKey } from '@abode/shared/operations';
import { PUSH_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { web_push_subscriptions } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { allowedEndpoint, vapidKeys } from './push.service.ts';

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
const publicKey = implement(pushVapidPublicKey, async ({ deps }) => ({
  message: 'Data Fetch Successfully',
  data: { public_key: (await vapidKeys(deps.db)).publicKey },
}));

/**
 * Stores this browser's subscription for the caller (JSON: `endpoint`, `keys.p256dh`, `keys.auth`). An endpoint
 * already stored moves to the caller (the last one signed in on that browser). Only endpoints of known push
 * services are accepted: the server will send requests to it.
 */
const subscribe = implement(pushSubscribe, async ({ body, user, deps }) => {
  if (!allowedEndpoint(body.endpoint, deps.config.pushEndpointHosts)) throw new ApiError('VALIDATION', M.endpointRule);
  await deps.db
    .insert(web_push_subscriptions)
    .values({ user_id: user.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
    .onConflictDoUpdate({
      target: web_push_subscriptions.endpoint,
      set: { user_id: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth },
    });
  return { message: M.subscribed, data: null };
});

/** Forgets this browser's subscription (on sign-out, or when the user turns push off); only one's own. */
const unsubscribe = implement(pushUnsubscribe, async ({ body, user, deps }) => {
  await deps.db
    .delete(web_push_subscriptions)
    .where(and(eq(web_push_subscriptions.endpoint, body.endpoint), eq(web_push_subscriptions.user_id, user.id)));
  return { message: M.unsubscribed, data: null };
});

export const pushRoutes = [publicKey, subscribe, unsubscribe] as const;
