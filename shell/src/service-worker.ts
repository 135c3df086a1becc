// Spec §1: the shell registers its service worker at start (push messages shown in the background, opening the
// right page on a click). A failure is only logged: the product works without it.
import { SERVICE_WORKER_URL } from '@abode/shared';

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error) => console.error('[abode] service worker registration failed', error));
}
