import {
  answerFields,
  type BodyOf,
  type HandlerAnswer,
  type Operation,
  type ParamsOf,
  type QueryOf,
} from '@abode/shared/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { resolveUser } from '../plugins/auth.ts';
import type { EventBus } from '../realtime/bus.ts';
import type { Storage } from '../storage/storage.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { UrlBuilder } from './urls.ts';
import { urlBuilder } from './urls.ts';
import { parseInput } from './validation.ts';

/**
 * What every handler can reach: the database, the configuration, file storage, the rate limiter and the bus
 * that tells every instance about new events (realtime/events.ts `withEvents`).
 */
export interface Deps {
  db: Db;
  config: AppConfig;
  storage: Storage;
  limiter: RateLimiter;
  bus: EventBus;
}

/** A successful answer: `message`, `data` and any upstream top-level extras (`total`, `token`…). */
export type RouteResult = { message: string; data?: unknown; status?: number } & Record<string, unknown>;

/**
 * Whether a route needs a token ('required'), an admin's token ('admin'), reads one when given ('optional')
 * or ignores it ('none').
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin';
type UserFor<A extends AuthMode> = A extends 'required' | 'admin'
  ? AuthUser
  : A extends 'optional'
    ? AuthUser | null
    : null;

/** What a handler receives: validated input, the caller (by auth mode) and helpers. */
export interface RouteContext<P, Q, B, A extends AuthMode> {
  params: P;
  query: Q;
  body: B;
  user: UserFor<A>;
  deps: Deps;
  urls: UrlBuilder;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A route: method, URL under /api, auth mode, zod schemas of its input and answer, and the handler. */
export interface RouteDef<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType, A extends AuthMode> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  auth: A;
  /** The path parameters (`:id`); a mismatch answers 400 VALIDATION. */
  params?: PS;
  query?: QS;
  body?: BS;
  /**
   * The whole answer as the client parses it (envelope included), usually a `@abode/shared/wire` schema. The
   * answer is cut to the fields it declares (answerFields), in production too, so nothing else leaves the server.
   * Outside production it is also checked: an answer that does not match, or that had a field cut, is logged and
   * answered 500, so a test catches it.
   */
  response?: z.ZodType;
  handler: (ctx: RouteContext<z.output<PS>, z.output<QS>, z.output<BS>, A>) => Promise<RouteResult>;
}

/** A route with its types erased, ready to register. */
export interface AnyRoute {
  method: RouteDef<z.ZodType, z.ZodType, z.ZodType, AuthMode>['method'];
  url: string;
  auth: AuthMode;
  register: (app: FastifyInstance, deps: Deps) => void;
}

// Query strings and forms send "" for fields left blank; upstream treats them as absent.
function dropEmpty(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== ''));
}

/** Whether answers are checked against their response schemas: everywhere but production (NODE_ENV). */
export function checksResponses(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

function checkResponse(schema: z.ZodType, answer: unknown, req: FastifyRequest, url: string): void {
  const r = schema.safeParse(answer);
  if (r.success) return;
  const issues = r.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message }));
  req.log.error({ route: url, issues }, 'answer does not match its response schema');
  const first = issues[0];
  // Never reached in production (not checked there): the detail helps whoever reads the failing test.
  throw new ApiError('INTERNAL', `Answer does not match its response schema (${first?.path}: ${first?.message})`);
}

/**
 * The answer as it leaves: cut to the fields `schema` declares. Outside production, checked against the schema
 * first, and a field the schema does not declare fails the request (500) instead of being cut quietly, so the
 * suite proves that what it sees is what production sends, byte for byte.
 */
function answerOf(
  schema: z.ZodType,
  answer: { error: boolean; request_id: string } & Record<string, unknown>,
  req: FastifyRequest,
  url: string,
  checks = checksResponses(),
): unknown {
  // The envelope's flag and the request id are the server's own, on every answer: kept whatever the schema says.
  const { error, request_id, ...fields } = answer;
  if (!checks) return { error, ...(answerFields(schema, fields) as object), request_id };
  checkResponse(schema, answer, req, url);
  const dropped: string[] = [];
  const cut = { error, ...(answerFields(schema, fields, dropped) as object), request_id };
  if (dropped.length) {
    req.log.error({ route: url, dropped }, 'answer has fields its response schema does not declare');
    throw new ApiError(
      'INTERNAL',
      `Answer has fields its response schema does not declare (${dropped.slice(0, 5).join(', ')})`,
    );
  }
  return cut;
}

// The caller each request was resolved to, by the route's onRequest hook.
const callers = new WeakMap<FastifyRequest, AuthUser | null>();

/**
 * What a handler returns when it sent its reply itself (answerWithPage, answerWithJson): the route sends nothing
 * more. Branded, so that no answer object passes for it.
 */
export type Answered = {
  message: string;
  /** The brand: never in an answer. */
  readonly answeredByHandler: true;
};

/** Replies a handler answered itself, with a page or prebuilt JSON (answerWithPage, answerWithJson). */
const answeredByHandler = new WeakSet<FastifyReply>();

/**
 * Answers with `body` of `type` (an HTML page) instead of the JSON envelope; the route then sends nothing else.
 * Checking `reply.sent` alone was not enough: while compression still holds the page, the reply is not sent yet,
 * and the route went on to send its envelope too (a 500 under load).
 */
export function answerWithPage(
  reply: FastifyReply,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): Answered {
  answeredByHandler.add(reply);
  reply.type(type).headers(headers).send(body);
  return { message: '', answeredByHandler: true };
}

/**
 * Answers with the JSON envelope whose `data` is JSON text already written (by the database), passed on as it
 * is rather than parsed and serialised again. Outside production the whole answer is checked against `schema`,
 * as the route's answers are.
 */
export function answerWithJson(
  req: FastifyRequest,
  reply: FastifyReply,
  fields: { message: string } & Record<string, unknown>,
  dataJson: string,
  schema: z.ZodType,
): Answered {
  const head = JSON.stringify({ error: false, ...fields });
  const body = `${head.slice(0, -1)},"data":${dataJson},"request_id":${JSON.stringify(req.id)}}`;
  if (checksResponses()) answerOf(schema, JSON.parse(body), req, req.routeOptions.url ?? req.url);
  return answerWithPage(reply, 'application/json; charset=utf-8', body);
}

/** Declares one wire operation; input is validated with zod before the handler runs. */
export function defineRoute<
  PS extends z.ZodType = z.ZodType,
  QS extends z.ZodType = z.ZodType,
  BS extends z.ZodType = z.ZodType,
  A extends AuthMode = 'none',
>(def: RouteDef<PS, QS, BS, A>): AnyRoute {
  const needsUser = def.auth === 'required' || def.auth === 'admin';
  return {
    method: def.method,
    url: def.url,
    auth: def.auth,
    register(app, deps) {
      // An operation's answer is cut to its schema (answerOf); a route not yet declared as an operation is only
      // checked, outside production, as before.
      const response = def.response;
      const cutToSchema = operationRoutes.has(def);
      // Whether answers are checked is decided once, when the route is registered.
      const checks = checksResponses();
      // The caller is known before any input is read: a visitor on a route that requires a token gets 401,
      // a customer on an admin route 403, never a 400 about its input, and either is refused before an
      // upload is buffered (body.ts reads multipart bodies in preValidation, which runs after this hook).
      const onRequest = async (req: FastifyRequest) => {
        const user = await resolveUser(deps.db, req.headers.authorization, needsUser, deps.config.tokenTtlMs);
        if (needsUser && !user) throw unauthenticated();
        if (def.auth === 'admin' && user?.role !== 'admin') throw forbidden();
        callers.set(req, user);
      };
      app.route({
        method: def.method,
        url: def.url,
        ...(def.auth === 'none' ? {} : { onRequest }),
        handler: async (req, reply) => {
          const user = callers.get(req) ?? null;
          const params = def.params ? parseInput(def.params, req.params) : undefined;
          const query = def.query ? parseInput(def.query, dropEmpty(req.query)) : undefined;
          const body = def.body ? parseInput(def.body, req.body) : undefined;
          const result = await def.handler({
            params: params as z.output<PS>,
            query: query as z.output<QS>,
            body: body as z.output<BS>,
            user: user as UserFor<A>,
            deps,
            urls: urlBuilder(deps.config.publicUrl),
            req,
            reply,
          });
          // A handler that answered by itself (answerWithPage) is done: its page may still be on its way through
          // the onSend hooks (compression), so `reply.sent` can still be false here.
          if (answeredByHandler.has(reply) || reply.sent) return reply;
          const { status, message, ...rest } = result;
          const answer = { error: false, message, ...rest, request_id: req.id };
          reply.code(status ?? 200);
          if (response && cutToSchema) return answerOf(response, answer, req, def.url, checks);
          if (response && checks) checkResponse(response, answer, req, def.url);
          return answer;
        },
      });
    },
  };
}

/** The definitions `implement` made, whose answers are cut to their schema. */
const operationRoutes = new WeakSet<object>();

/** What a route checks beyond its operation. */
export interface ImplementOptions<O extends Operation> {
  /**
   * The body as the server checks it, in place of the operation's schema: the same fields, answers and texts, with
   * checks too heavy for the browsers that bundle the operation (the contact form's exact phone check, whose
   * libphonenumber metadata stays on the server: decisions 012 and 016). Its output is the operation's body.
   */
  body?: z.ZodType<BodyOf<O>>;
}

/**
 * The route of an operation of the table (`@abode/shared/operations`): its method, path, auth level and schemas
 * come from the operation, so the handler only supplies the behaviour. Its input is typed by the operation's
 * schemas, and its return type is the operation's answer (only declared fields), or a reply it sent itself.
 */
export function implement<const O extends Operation>(
  op: O,
  handler: (ctx: RouteContext<ParamsOf<O>, QueryOf<O>, BodyOf<O>, O['auth']>) => Promise<HandlerAnswer<O> | Answered>,
  options: ImplementOptions<O> = {},
): AnyRoute & { operation: O } {
  const def: RouteDef<z.ZodType, z.ZodType, z.ZodType, O['auth']> = {
    method: op.method,
    url: op.path,
    auth: op.auth,
    params: op.params,
    query: op.query,
    body: options.body ?? op.body,
    response: op.response,
    handler: handler as unknown as RouteDef<z.ZodType, z.ZodType, z.ZodType, O['auth']>['handler'],
  };
  operationRoutes.add(def);
  const route = defineRoute(def);
  return { ...route, operation: op };
}
