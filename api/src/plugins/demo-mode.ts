// Demo mode (DEMO_MODE): a public demo everyone shares, where nobody may change anything. One guard, over every
// route that writes, decided when the route is registered — not a check each route has to remember
// (docs/decisions/026-demo-mode-phone-verification-and-register.md).
import { MESSAGES } from '@abode/shared/wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';
import { ApiError } from '../lib/errors.ts';

/** A route as `METHOD /url` (the URL as registered, `:id` and all). */
export type RouteKey = `${string} /${string}`;

/**
 * The writes a demo still takes: signing in (phone sign-in's codes are GETs, get-otp and verify-otp) and out
 * (before-logout forgets the device's push id), and the operator's backup, which reads the data and writes a
 * file, never a row. A first sign-in that would create an account is refused inside user_signup.
 */
export const DEMO_ALLOWED_WRITES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /api/user_signup',
  'POST /api/before-logout',
  'POST /api/internal/backup',
]);

/**
 * GETs that write, as upstream has them: forgot-password stores a reset token and mails it, paypal starts a
 * checkout. (get-otp and verify-otp write too, but they are how a phone signs in.)
 */
export const DEMO_REFUSED_READS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'GET /api/forgot-password',
  'GET /api/paypal',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every write route of an app and whether demo mode refuses it, in the order they were registered. */
const writesOf = new WeakMap<FastifyInstance, { key: RouteKey; refused: boolean }[]>();

/** The write routes `app` registered (any method but GET, HEAD and OPTIONS, and DEMO_REFUSED_READS), and which of them a demo refuses. */
export function writeRoutes(app: FastifyInstance): readonly { key: RouteKey; refused: boolean }[] {
  return writesOf.get(app) ?? [];
}

/**
 * Registers the guard: with DEMO_MODE on, a request to any write route outside DEMO_ALLOWED_WRITES is answered
 * 403 'This Action is Not Allowed in Demo Mode' before anything else runs — before its token is read (no
 * token renewal is written), its body parsed or a handler called. Call before any route is registered: the
 * routes are learnt as they are added, so a new one is guarded without being named anywhere.
 */
export function registerDemoMode(app: FastifyInstance, config: Pick<AppConfig, 'demoMode'>): void {
  const writes: { key: RouteKey; refused: boolean }[] = [];
  writesOf.set(app, writes);
  const refused = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key: RouteKey = `${method} ${route.url as `/${string}`}`;
      if (READS.has(method) && !DEMO_REFUSED_READS.has(key)) continue;
      const isRefused = !DEMO_ALLOWED_WRITES.has(key);
      writes.push({ key, refused: isRefused });
      if (isRefused) refused.add(key);
    }
  });
  if (!config.demoMode) return;
  app.addHook('onRequest', async (req: FastifyRequest) => {
    // An unknown path has no route URL: it is answered 404 as usual.
    const url = req.routeOptions.url;
    if (url && refused.has(`${req.method} ${url}`)) throw new ApiError('FORBIDDEN', MESSAGES.demoMode);
  });
}
