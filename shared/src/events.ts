// Typed events between the shell and the remotes: one place for every cross-section message, so no remote
// touches `window` directly and a payload change breaks the build instead of a page.

/** Payload of each event, by namespaced name. */
export interface AbodeEventMap {
  /** The signed-in user changed (login, logout, profile update). `userId` null means signed out. */
  'abode:auth/changed': { userId: number | null };
  /** A section asks the shell to sign the visitor in, then come back to `returnTo`. */
  'abode:auth/login-required': { returnTo: string; reason?: string };
  /** Start (or open) a conversation about a listing: the chat section picks it up. */
  'abode:chat/open': {
    userId: number;
    name: string;
    profile?: string;
    subject: { kind: 'property' | 'project' | 'repair_work'; id: number; title: string; image?: string };
  };
  /** The language was switched (code, direction). */
  'abode:language/changed': { code: string; rtl: boolean };
  /** A page of a section finished rendering its first content: ends the shell's progress bar. */
  'abode:route/ready': { remote: string; path: string };
  /** A remote's module loaded (or failed) — the shell shows fallbacks and measures. */
  'abode:remote/loaded': { remote: string; ok: boolean; error?: string };
  /** The browser granted geolocation: the location helper receives the coordinates. */
  'abode:location/detected': { latitude: number; longitude: number };
  /** A foreground push message arrived. */
  'abode:push/message': { title: string; body: string; data?: Record<string, string> };
  /** A feature the browser lacks (push, microphone): the shell shows its dismissible banner. */
  'abode:feature/unsupported': { feature: 'push' | 'notifications' | 'microphone' | 'chat' };
  /** A package-gated action was refused: the shell shows the warning dialog leading to the plans page. */
  'abode:package/required': { message: string };
}

/** A namespaced event name of the contract. */
export type AbodeEventName = keyof AbodeEventMap;

const target: EventTarget = typeof window !== 'undefined' ? window : new EventTarget();

function dispatch<K extends AbodeEventName>(name: K, payload: AbodeEventMap[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail: payload }));
}

function subscribe<K extends AbodeEventName>(name: K, cb: (payload: AbodeEventMap[K]) => void): () => void {
  const listener = (e: Event) => cb((e as CustomEvent<AbodeEventMap[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

/** Announce a change of signed-in user. */
export const dispatchAuthChanged = (p: AbodeEventMap['abode:auth/changed']) => dispatch('abode:auth/changed', p);
/** Listen for changes of signed-in user; returns the unsubscribe function. */
export const subscribeAuthChanged = (cb: (p: AbodeEventMap['abode:auth/changed']) => void) =>
  subscribe('abode:auth/changed', cb);

/** Ask the shell to send the visitor to sign in. */
export const dispatchLoginRequired = (p: AbodeEventMap['abode:auth/login-required']) =>
  dispatch('abode:auth/login-required', p);
/** Listen for sign-in requests. */
export const subscribeLoginRequired = (cb: (p: AbodeEventMap['abode:auth/login-required']) => void) =>
  subscribe('abode:auth/login-required', cb);

/** Hand a conversation over to the chat section. */
export const dispatchChatOpen = (p: AbodeEventMap['abode:chat/open']) => dispatch('abode:chat/open', p);
/** Listen for conversation hand-offs. */
export const subscribeChatOpen = (cb: (p: AbodeEventMap['abode:chat/open']) => void) =>
  subscribe('abode:chat/open', cb);

/** Announce a language switch. */
export const dispatchLanguageChanged = (p: AbodeEventMap['abode:language/changed']) =>
  dispatch('abode:language/changed', p);
/** Listen for language switches. */
export const subscribeLanguageChanged = (cb: (p: AbodeEventMap['abode:language/changed']) => void) =>
  subscribe('abode:language/changed', cb);

/** Tell the shell a section's page has rendered. */
export const dispatchRouteReady = (p: AbodeEventMap['abode:route/ready']) => dispatch('abode:route/ready', p);
/** Listen for rendered pages. */
export const subscribeRouteReady = (cb: (p: AbodeEventMap['abode:route/ready']) => void) =>
  subscribe('abode:route/ready', cb);

/** Report the outcome of loading a remote module. */
export const dispatchRemoteLoaded = (p: AbodeEventMap['abode:remote/loaded']) => dispatch('abode:remote/loaded', p);
/** Listen for remote loading outcomes. */
export const subscribeRemoteLoaded = (cb: (p: AbodeEventMap['abode:remote/loaded']) => void) =>
  subscribe('abode:remote/loaded', cb);

/** Hand the visitor's coordinates to the location helper. */
export const dispatchLocationDetected = (p: AbodeEventMap['abode:location/detected']) =>
  dispatch('abode:location/detected', p);
/** Listen for detected coordinates. */
export const subscribeLocationDetected = (cb: (p: AbodeEventMap['abode:location/detected']) => void) =>
  subscribe('abode:location/detected', cb);

/** Forward a foreground push message. */
export const dispatchPushMessage = (p: AbodeEventMap['abode:push/message']) => dispatch('abode:push/message', p);
/** Listen for foreground push messages. */
export const subscribePushMessage = (cb: (p: AbodeEventMap['abode:push/message']) => void) =>
  subscribe('abode:push/message', cb);

/** Report a browser feature that is missing. */
export const dispatchFeatureUnsupported = (p: AbodeEventMap['abode:feature/unsupported']) =>
  dispatch('abode:feature/unsupported', p);
/** Listen for missing browser features. */
export const subscribeFeatureUnsupported = (cb: (p: AbodeEventMap['abode:feature/unsupported']) => void) =>
  subscribe('abode:feature/unsupported', cb);

/** Ask the shell to show the missing-package dialog. */
export const dispatchPackageRequired = (p: AbodeEventMap['abode:package/required']) =>
  dispatch('abode:package/required', p);
/** Listen for missing-package refusals. */
export const subscribePackageRequired = (cb: (p: AbodeEventMap['abode:package/required']) => void) =>
  subscribe('abode:package/required', cb);
