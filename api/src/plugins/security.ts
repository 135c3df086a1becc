// Security headers on every answer (one list, securityHeaders, also written by the answers Node's parser gives
// before fastify runs: plugins/errors.ts) and CORS for the API. Two Content-Security-Policies: pages (HTML)
// get one built from configuration — the remotes' origins in remotes.json, Google Maps when a browser key
// is set, Firebase when it is configured — and everything else (API answers, uploads, scripts) gets one that
// lets nothing load and nothing frame it. See docs/decisions/009-security-headers-and-cors.md.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import { settingsMap } from '../modules/settings/settings.repository.ts';
import { remotesJson } from './web.ts';

/** A CSP as directive → sources (`script-src`: ["'self'", …]). */
export type Directives = Record<string, string[]>;

/** What a page's policy depends on beyond the configuration: read when the page is answered. */
export interface PageSources {
  /** Origins the remotes are loaded from, other than our own (a CDN). */
  remoteOrigins: string[];
  /** Whether an admin has set a Google Maps browser key (the listings map then loads Google's script). */
  googleMaps: boolean;
  /** Whether Stripe is switched on (checkout then loads Stripe.js, which frames and calls Stripe). */
  stripe?: boolean;
}

/** The policy of everything that is not a page: JSON, uploads, scripts, styles. Nothing loads, nothing frames it. */
export const STRICT_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Who may use which browser feature: geolocation (asked at start) and the microphone (chat voice notes) for us only. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'microphone=(self)',
  'camera=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
  // The YouTube player on a property page asks for these (360° video, protected media, full screen).
  'accelerometer=(self "https://www.youtube-nocookie.com")',
  'gyroscope=(self "https://www.youtube-nocookie.com")',
  'encrypted-media=(self "https://www.youtube-nocookie.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
].join(', ');

const YOUTUBE = 'https://www.youtube-nocookie.com';
// Google's allow-list for the Maps JavaScript API (developers.google.com/maps/documentation/javascript/
// content-security-policy), with scripts narrowed to the two hosts the loader and its chunks come from.
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
};
// Stripe.js (docs.stripe.com/security/guide#content-security-policy): the script, its frames, its API.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
// Firebase Auth's popup sign-in: the gapi loader, its iframe on the auth domain, and its two REST hosts.
const FIREBASE = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

/** An http(s) origin from a URL (relative ones resolve against `base`); null for anything else. */
export function originOf(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origins of the manifest URLs in a remotes.json document, other than `self`. */
export function remoteOriginsOf(remotes: unknown, self: string): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    const url = typeof entry === 'string' ? entry : (entry as { entry?: unknown } | null)?.entry;
    const origin = typeof url === 'string' ? originOf(url, self) : null;
    if (origin && origin !== self) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of the shell's pages. No inline script anywhere ('self' and the remotes'
 * origins only); inline styles are allowed because Mantine writes its CSS variables into <style> elements at
 * run time (as Google Maps does). Upload URLs are absolute on PUBLIC_URL, so that origin is named too.
 */
export function pageDirectives(config: AppConfig, sources: PageSources): Directives {
  const self = "'self'";
  const pub = config.publicUrl;
  const remotes = sources.remoteOrigins;
  const maps = sources.googleMaps;
  const stripe = sources.stripe === true;
  const fb = config.firebase;
  const fbFrames = fb ? [`https://${fb.authDomain}`, ...(fb.emulatorHost ? [`http://${fb.emulatorHost}`] : [])] : [];
  const d: Directives = {
    'default-src': [self],
    'base-uri': [self],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': [self],
    'script-src': [
      self,
      ...remotes,
      ...(maps ? MAPS.script : []),
      ...(fb ? FIREBASE.script : []),
      ...(stripe ? STRIPE.script : []),
    ],
    'style-src': [self, "'unsafe-inline'", ...remotes, ...(maps ? MAPS.style : [])],
    'img-src': [self, 'data:', 'blob:', pub, ...remotes, ...(maps ? MAPS.img : [])],
    'font-src': [self, 'data:', ...remotes, ...(maps ? MAPS.font : [])],
    'connect-src': [
      self,
      pub,
      ...remotes,
      ...(maps ? MAPS.connect : []),
      ...(fb ? FIREBASE.connect : []),
      ...(stripe ? STRIPE.connect : []),
      ...(fb?.emulatorHost ? [`http://${fb.emulatorHost}`] : []),
    ],
    'media-src': [self, 'blob:', pub],
    'frame-src': [YOUTUBE, ...fbFrames, ...(maps ? MAPS.frame : []), ...(stripe ? STRIPE.frame : [])],
    'worker-src': [self, ...(maps ? MAPS.worker : [])],
    'manifest-src': [self],
  };
  if (pub.startsWith('https:')) d['upgrade-insecure-requests'] = [];
  for (const k of Object.keys(d)) d[k] = [...new Set(d[k])];
  return d;
}

/** A policy as its header value. */
export function serializePolicy(d: Directives): string {
  return Object.entries(d)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ');
}

/** Whether an answer is a page, whose policy is the page policy. */
function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

/**
 * The headers every answer carries, whatever it is and whoever wrote it (a route, a static file, a 404, or the
 * answer to a request Node's HTTP parser refused before fastify saw it): the strict policy (a page's replaces it
 * when it is sent), no sniffing, no framing, the referrer and permissions policies, and HSTS when the site is
 * reached over https. What helmet 8 sends by default, with our choices; decision 009.
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl'>): Readonly<Record<string, string>> {
  const https = config.publicUrl.startsWith('https:');
  return Object.freeze({
    'Content-Security-Policy': serializePolicy(STRICT_DIRECTIVES),
    // Firebase's sign-in popup talks back to its opener; `same-origin` would cut it off.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Our own API answers stay ours; uploads and remote assets say cross-origin where they are served. No
    // Cross-Origin-Embedder-Policy: the YouTube player and Google Maps send no CORP headers.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    // Google Maps keys are restricted by referrer, and YouTube embeds refuse to play without one.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only a site reached over https can promise to stay there; not its sibling sub-domains.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // The old XSS auditors did more harm than good; 0 switches them off.
    'X-XSS-Protection': '0',
    'Permissions-Policy': PERMISSIONS_POLICY,
  });
}

/** Sets the security headers on every answer, the page policy on pages, and CORS. Call before any route. */
export async function registerSecurity(app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isHtml(reply)) reply.header('Content-Security-Policy', serializePolicy(await pagePolicy(req)));
    return payload;
  });

  async function pagePolicy(req: FastifyRequest): Promise<Directives> {
    let remoteOrigins: string[] = [];
    let googleMaps = false;
    let stripe = false;
    try {
      remoteOrigins = remoteOriginsOf(await remotesJson(config), config.publicUrl);
    } catch (err) {
      req.log.warn({ err }, 'remotes.json unreadable: the page policy names no remote origin');
    }
    try {
      const settings = await settingsMap(db);
      googleMaps = Boolean(settings.maps_browser_key?.trim());
      stripe = settings.stripe_gateway === '1';
    } catch (err) {
      // The page still loads; the listings map then falls back to the built-in one.
      req.log.warn({ err }, 'settings unreadable: the page policy leaves Google Maps out');
    }
    return pageDirectives(config, { remoteOrigins, googleMaps, stripe });
  }

  const allowed = new Set(config.corsOrigins);
  await app.register(fastifyCors, {
    // Only the listed origins; our own needs no CORS. A refused origin gets no CORS headers (its preflight 404s).
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    // Bearer tokens, never cookies.
    credentials: false,
    maxAge: 600,
  });
}
