// Web Push in the browser (decision 018): the shell's service worker (/sw.js) shows pushes; these helpers ask
// for permission, subscribe with the server's VAPID key, and forget the subscription on sign-out. A missing
// worker when subscribing triggers its registration (spec §8); failures are logged, never thrown at the page.

import { call } from '../api/call.ts';
import { MESSAGES } from '../messages.ts';
import { pushSubscribe, pushUnsubscribe, pushVapidPublicKey } from '../operations/community.ts';
import { PUSH_OPEN_PATH, type PushSubscribeBody } from '../wire/push.ts';

/** Where the shell serves its worker (root scope: it sees every page). */
export const SERVICE_WORKER_URL = '/sw.js';
export { PUSH_OPEN_PATH };

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker's registration, registering it first when there is none. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** What turning push on came to: on, refused by the user (spec's text), or not possible here. */
export type PushOutcome = { ok: true } | { ok: false; message: string };

/**
 * Asks for permission (a user's click must lead here), subscribes this browser with the server's key and
 * stores the subscription for the signed-in user.
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return { ok: false, message: MESSAGES.somethingWentWrong };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, message: MESSAGES.notificationDenied };
  try {
    const registration = await workerRegistration();
    const key = await call(pushVapidPublicKey, {});
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.public_key),
      }));
    await call(pushSubscribe, { body: subscription.toJSON() as PushSubscribeBody });
    return { ok: true };
  } catch (error) {
    console.error('[abode] push subscription failed', error);
    return { ok: false, message: MESSAGES.somethingWentWrong };
  }
}

/** Whether this browser is subscribed (and permission still granted). */
export async function pushEnabled(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return Boolean(await registration?.pushManager.getSubscription());
}

/** How long forgetting a subscription may hold a sign-out up (the browser's push service may be unreachable). */
const DISABLE_LIMIT_MS = 3000;

/**
 * Forgets this browser's subscription on the server and in the browser (sign-out, or push turned off). Never
 * takes longer than DISABLE_LIMIT_MS: a sign-out goes on whatever the push service does.
 */
export function disablePush(): Promise<void> {
  if (!pushSupported()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DISABLE_LIMIT_MS);
    forgetSubscription().finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function forgetSubscription(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await call(
      pushUnsubscribe,
      { body: { endpoint: subscription.endpoint } },
      { signal: AbortSignal.timeout(DISABLE_LIMIT_MS) },
    ).catch(() => {});
    await subscription.unsubscribe();
  } catch (error) {
    console.error('[abode] push unsubscribe failed', error);
  }
}
