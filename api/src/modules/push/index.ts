import pushSubscribe from './push-subscribe.route.ts';
import pushUnsubscribe from './push-unsubscribe.route.ts';
import pushVapidPublicKey from './push-vapid-public-key.route.ts';

/** Web Push: the server's public key, and a browser's subscription stored or forgotten (routes.ts composes it). */
export const pushRoutes = [pushVapidPublicKey, pushSubscribe, pushUnsubscribe] as const;
