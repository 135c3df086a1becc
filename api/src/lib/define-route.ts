import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { resolveUser } from '../plugins/auth.ts';
import type { Storage } from '../storage/storage.ts';
import { ApiError, unauthenticated } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { UrlBuilder } from './urls.ts';
import { urlBuilder } from './urls.ts';
import { fieldErrorMap, firstMessage } from './validation.ts';

/** What every handler can reach: the database, the configuration, file storage and the rate limiter. */
export interface Deps {
  db: Db;
  config: AppConfig;
  storage: Storage;
  limiter: RateLimiter;
}

/** A successful answer: `message`, `data` and any upstream top-level extras (`total`, `token`…). */
export type RouteResult = { message: string; data?: unknown; status?: number } & Record<string, unknown>;

/** Whether a route needs a token ('required'), reads one when given ('optional') or ignores it ('none'). */
export type AuthMode = 'none' | 'optional' | 'required';
type UserFor<A extends AuthMode> = A extends 'required' ? AuthUser : A extends 'optional' ? AuthUser | null : null;

/** What a handler receives: validated input, the caller (by auth mode) and helpers. */
export interface RouteContext<Q, B, A extends AuthMode> {
  query: Q;
  body: B;
  user: UserFor<A>;
  deps: Deps;
  urls: UrlBuilder;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A route: method, URL under /api, auth mode, zod schemas of its input and the handler. */
export interface RouteDef<QS extends z.ZodType, BS extends z.ZodType, A extends AuthMode> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  auth: A;
  query?: QS;
  body?: BS;
  handler: (ctx: RouteContext<z.output<QS>, z.output<BS>, A>) => Promise<RouteResult>;
}

/** A route with its types erased, ready to register. */
export interface AnyRoute {
  method: RouteDef<z.ZodType, z.ZodType, AuthMode>['method'];
  url: string;
  auth: AuthMode;
  register: (app: FastifyInstance, deps: Deps) => void;
}

// Query strings and forms send "" for fields left blank; upstream treats them as absent.
function dropEmpty(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== ''));
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input, { error: fieldErrorMap });
  if (!r.success) throw new ApiError(400, 'VALIDATION', firstMessage(r.error));
  return r.data;
}

// The caller each request was resolved to, by the route's onRequest hook.
const callers = new WeakMap<FastifyRequest, AuthUser | null>();

/** Declares one wire operation; input is validated with zod before the handler runs. */
export function defineRoute<
  QS extends z.ZodType = z.ZodType,
  BS extends z.ZodType = z.ZodType,
  A extends AuthMode = 'none',
>(def: RouteDef<QS, BS, A>): AnyRoute {
  return {
    method: def.method,
    url: def.url,
    auth: def.auth,
    register(app, deps) {
      // The caller is known before any input is read: a visitor on a route that requires a token gets 401,
      // never a 400 about its input, and is refused before an upload is buffered (body.ts reads multipart
      // bodies in preValidation, which runs after this hook).
      const onRequest = async (req: FastifyRequest) => {
        const user = await resolveUser(
          deps.db,
          req.headers.authorization,
          def.auth === 'required',
          deps.config.tokenTtlMs,
        );
        if (def.auth === 'required' && !user) throw unauthenticated();
        callers.set(req, user);
      };
      app.route({
        method: def.method,
        url: def.url,
        ...(def.auth === 'none' ? {} : { onRequest }),
        handler: async (req, reply) => {
          const user = callers.get(req) ?? null;
          const query = def.query ? parse(def.query, dropEmpty(req.query)) : undefined;
          const body = def.body ? parse(def.body, req.body ?? {}) : undefined;
          const result = await def.handler({
            query: query as z.output<QS>,
            body: body as z.output<BS>,
            user: user as UserFor<A>,
            deps,
            urls: urlBuilder(deps.config.publicUrl),
            req,
            reply,
          });
          const { status, message, ...rest } = result;
          reply.code(status ?? 200);
          return { error: false, message, ...rest, request_id: req.id };
        },
      });
    },
  };
}
