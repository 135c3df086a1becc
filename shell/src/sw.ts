// The shell's service worker (/sw.js, root scope): shows Web Push messages as notifications and, on a click,
// focuses an open page of the app (navigating it) or opens one. The payload is the server's pushPayload (JSON:
// title, body, link — a path of this origin —, tag, icon). Failures are logged, never thrown (spec §8).
// Written without the WebWorker lib (the shell compiles with the DOM one): the few types it needs are below.

interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag: string;
  icon?: string;
}

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}

const sw = self as unknown as WorkerScope;

/** The message of a push, or null when it is not one of ours. */
export function readPush(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.title !== 'string' || typeof d.body !== 'string') return null;
  // Only a path of this origin: a push never sends the user elsewhere.
  const link = typeof d.link === 'string' && d.link.startsWith('/') && !d.link.startsWith('//') ? d.link : '/';
  return {
    title: d.title,
    body: d.body,
    link,
    tag: typeof d.tag === 'string' ? d.tag : '',
    ...(typeof d.icon === 'string' && d.icon ? { icon: d.icon } : {}),
  };
}

sw.addEventListener('install', (event) => event.waitUntil(sw.skipWaiting()));
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('push', (event) => {
  let message: PushMessage | null = null;
  try {
    message = readPush(event.data?.json());
  } catch (error) {
    console.error('[abode sw] unreadable push', error);
  }
  if (!message) return;
  event.waitUntil(
    sw.registration
      .showNotification(message.title, {
        body: message.body,
        tag: message.tag || undefined,
        icon: message.icon,
        data: { link: message.link },
      })
      .catch((error) => console.error('[abode sw] could not show a notification', error)),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  const target = new URL(link, sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
      } else await sw.clients.openWindow(target);
    })().catch((error) => console.error('[abode sw] could not open the page', error)),
  );
});
