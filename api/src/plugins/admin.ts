// Admin-only routes. The guard runs before any input is read: a visitor gets 401, a signed-in customer
// who is not an admin 403 — and neither learns anything about what the route would have accepted.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AnyRoute, defineRoute, type RouteContext, type RouteResult } from '../lib/define-route.ts';
import { ApiError } from '../lib/errors.ts';
import { fieldErrorMap, firstMessage } from '../lib/validation.ts';
import type { AuthUser } from './auth.ts';

/** The answer to a signed-in customer who is not an admin. */
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'Forbidden');

/** Refuses anyone but an admin. */
export function requireAdmin(user: AuthUser): void {
  if (user.role !== 'admin') throw forbidden();
}

/** Validates input with a zod schema; the first problem becomes the 400 envelope's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {}, { error: fieldErrorMap });
  if (!r.success) throw new ApiError(400, 'VALIDATION', firstMessage(r.error));
  return r.data;
}

// A blank query parameter (`kind=`) means "not given", as everywhere else in the API.
function withoutBlanks(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== ''));
}

/** The `:id` of a path as a positive whole number; anything else is answered like an unknown id. */
export function pathId(req: FastifyRequest, notFoundMessage: string): number {
  const raw = (req.params as Record<string, unknown> | undefined)?.id;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new ApiError(404, 'NOT_FOUND', notFoundMessage);
  return id;
}

/** What an admin handler receives: the admin, and its query and body validated after the guard. */
export interface AdminContext<Q, B> extends Omit<RouteContext<unknown, unknown, 'required'>, 'query' | 'body'> {
  query: Q;
  body: B;
}

/** An admin route under /api/admin: token required, role admin, then query and body validated. */
export function defineAdminRoute<QS extends z.ZodType = z.ZodType, BS extends z.ZodType = z.ZodType>(def: {
  method: 'GET' | 'POST';
  url: `/api/admin/${string}`;
  query?: QS;
  body?: BS;
  handler: (ctx: AdminContext<z.output<QS>, z.output<BS>>) => Promise<RouteResult>;
}): AnyRoute {
  return defineRoute({
    method: def.method,
    url: def.url,
    auth: 'required',
    handler: async (ctx) => {
      requireAdmin(ctx.user);
      const query = (def.query ? parseInput(def.query, withoutBlanks(ctx.req.query)) : undefined) as z.output<QS>;
      const body = (def.body ? parseInput(def.body, ctx.req.body) : undefined) as z.output<BS>;
      return def.handler({ ...ctx, query, body });
    },
  });
}
