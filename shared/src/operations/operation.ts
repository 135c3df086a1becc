// One wire operation, declared once (docs/decisions/032): its method and path, who may call it, the zod schemas of
// what it reads (path parameters, query, body) and of what it answers (the whole envelope), and the error codes it
// may answer beyond those every operation may. The API registers its route from it (api/src/lib/define-route.ts
// `implement`), the client calls it through `call` (../api/call.ts) and keys its cache by it, and the OpenAPI
// document is generated from the table of all of them (./index.ts).
import type { z } from 'zod';
import type { ApiErrorCode } from '../wire/error-codes.ts';

/**
 * Whether an operation needs a token ('required'), an admin's token ('admin'), reads one when given ('optional')
 * or ignores it ('none').
 */
export type AuthLevel = 'none' | 'optional' | 'required' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation as the table holds it; `defineOperation` keeps each one's literal types. */
export interface Operation {
  /** Unique, camelCase: the OpenAPI operationId and the second part of its cache keys. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Under /api; a path parameter is spelled `:name` (fastify's way) and declared in `params`. */
  readonly path: `/api/${string}`;
  readonly auth: AuthLevel;
  /** What it does, in one line (the OpenAPI summary). */
  readonly summary: string;
  /** The area it belongs to (OpenAPI tag, and the first part of its cache keys: invalidating it refreshes the area). */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** How the client sends the body: multipart form-data (forms and uploads, as upstream) or JSON (default). */
  readonly encoding?: 'json' | 'multipart';
  /** The whole answer (envelope included); the server serialises the answer by it, so nothing else leaves. */
  readonly response: z.ZodType;
  /**
   * The codes it may answer beyond those of every operation (VALIDATION, RATE_LIMITED, UNAVAILABLE, INTERNAL, and
   * UNAUTHENTICATED / FORBIDDEN by its auth level): NOT_FOUND, PACKAGE_REQUIRED…
   */
  readonly errors?: readonly ApiErrorCode[];
  /** Served only in some deployments (the embedded database's backup): left out of the OpenAPI document. */
  readonly internal?: boolean;
}

/** Declares one operation of the table; its schemas' types flow to the route's handler and to `call`. */
export function defineOperation<const O extends Operation>(op: O): O {
  return Object.freeze(op);
}

/** The codes any operation may answer, whatever it declares. */
export const COMMON_ERRORS: readonly ApiErrorCode[] = ['VALIDATION', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'];

/** Every code an operation may answer: the common ones, those of its auth level, and its own. */
export function errorsOf(op: Operation): ApiErrorCode[] {
  const auth: ApiErrorCode[] =
    op.auth === 'admin'
      ? ['UNAUTHENTICATED', 'FORBIDDEN']
      : op.auth === 'required'
        ? ['UNAUTHENTICATED', 'ACCOUNT_DEACTIVATED']
        : [];
  return [...new Set([...COMMON_ERRORS, ...auth, ...(op.errors ?? [])])];
}

type Schema<O extends Operation, K extends 'params' | 'query' | 'body'> = O[K] extends z.ZodType ? O[K] : never;

/** A part of the input as the client sends it: required when its schema requires anything, absent when none. */
type Part<K extends string, S> = [S] extends [never]
  ? { [P in K]?: never }
  : S extends z.ZodType
    ? undefined extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : object extends z.input<S>
        ? { [P in K]?: z.input<S> }
        : { [P in K]: z.input<S> }
    : { [P in K]?: never };

/** What a client passes to call an operation: its path parameters, query and body, each as its schema reads it. */
export type OperationInput<O extends Operation> = Part<'params', Schema<O, 'params'>> &
  Part<'query', Schema<O, 'query'>> &
  Part<'body', Schema<O, 'body'>>;

/** What a handler reads, validated: each part as its schema outputs it (undefined when the operation has none). */
export type ParamsOf<O extends Operation> = O['params'] extends z.ZodType ? z.output<O['params']> : undefined;
export type QueryOf<O extends Operation> = O['query'] extends z.ZodType ? z.output<O['query']> : undefined;
export type BodyOf<O extends Operation> = O['body'] extends z.ZodType ? z.output<O['body']> : undefined;

/** The answer as the client gets it, parsed by the operation's response schema. */
export type AnswerOf<O extends Operation> = z.output<O['response']>;

/** The named keys of T, without an index signature (a loose object's `[k: string]: unknown`). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** T without K and without its index signature, member by member of a union. */
type OmitKnown<T, K extends PropertyKey> = T extends unknown ? Pick<T, Exclude<KnownKeys<T>, K>> : never;

/**
 * What a handler returns: the answer without what the server adds itself (`error: false` and the request id),
 * and optionally the HTTP status of a success (201…). Only declared fields: the server sends nothing else.
 */
export type HandlerAnswer<O extends Operation> = OmitKnown<z.input<O['response']>, 'error' | 'request_id'> & {
  status?: number;
};
