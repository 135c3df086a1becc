import { pushSubscribe } from '@abode/shared/operations';
import { PUSH_MESSAGES as M } from '@abode/shared/wire';
import { web_push_subscriptions } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { allowedEndpoint } from './push.service.ts';

/**
 * POST /api/push/subscribe: stores this browser's subscription for the caller (JSON: `endpoint`, `keys.p256dh`,
 * `keys.auth`). An endpoint already stored moves to the caller (the last one signed in on that browser). Only
 * endpoints of known push services are accepted: the server will send requests to it.
 */
export default implement(pushSubscribe, async ({ body, user, deps }) => {
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
