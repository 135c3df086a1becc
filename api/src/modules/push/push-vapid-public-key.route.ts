import { pushVapidPublicKey } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { vapidKeys } from './push.service.ts';

/**
 * GET /api/push/vapid-public-key: the server's VAPID public key, for
 * `pushManager.subscribe({ applicationServerKey })`.
 */
export default implement(pushVapidPublicKey, async ({ deps }) => ({
  message: 'Data Fetch Successfully',
  data: { public_key: (await vapidKeys(deps.db)).publicKey },
}));
