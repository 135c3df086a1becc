// Calling an operation of the table (docs/decisions/032): the path, method, encoding and answer schema come from
// the operation, the input is typed by its schemas, and the cache key is derived from it. No string paths.

import { apiRequest, parseAnswer, type QueryParams } from '@abode/shared/core';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Operation, OperationInput } from '../operations/operation.ts';

/**
 * What a caller passes to an operation: its input as the operation's schemas read it; for a multipart operation
 * that declares no body (a posting form whose route reads its fields and files itself, after its own checks of
 * owner and package), the form as the page built it. Declaring those forms' schemas as the body would have the
 * route validate them first, and a refusal's order would change (docs/decisions/032).
 */
export type CallInput<O extends Operation> = O['body'] extends z.ZodType
  ? OperationInput<O>
  : O['encoding'] extends 'multipart'
    ? Omit<OperationInput<O>, 'body'> & { body: FormData }
    : OperationInput<O>;

/** Options of one call beyond its input. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The call itself ends the session (logout): a refusal of its token is no news to the session-end policy. */
  endsSession?: boolean;
}

/** The operation's path with its `:name` parameters filled in (encoded). */
export function pathOf(op: Operation, params: Record<string, unknown> | undefined): string {
  return op.path.replace(/^\/api\//, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${op.id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls an operation: resolves with its answer parsed by the operation's response schema (a mismatch is an
 * ApiError, INVALID_RESPONSE), or throws the ApiError of its refusal. A caller that reads less than the operation
 * declares, key by key with fallbacks, may parse by its own looser schema (`answer`): web-settings, read by every
 * section from whatever keys a server or a test sends.
 */
export async function call<O extends Operation, S extends z.ZodType = O['response']>(
  op: O,
  input: CallInput<O>,
  options: CallOptions & { answer?: S } = {},
): Promise<z.output<S>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };
  const answer = await apiRequest<unknown>(pathOf(op, params), {
    method: op.method,
    params: query,
    body: body as Record<string, unknown> | FormData | undefined,
    multipart: op.encoding === 'multipart',
    signal: options.signal,
    endsSession: options.endsSession,
  });
  return parseAnswer(options.answer ?? op.response, answer, op.path) as z.output<S>;
}

/**
 * The cache key of an operation's answer: its area (tag), its id, the viewer when the answer may depend on who
 * asks (any auth level but 'none'; 0 for a visitor), and its input. Invalidating `[tag]` refreshes the area,
 * `[tag, id]` every answer of the operation.
 */
export function operationKey<O extends Operation>(op: O, input: OperationInput<O>, viewerId: number | null = null) {
  const viewer = op.auth === 'none' ? {} : { viewer: viewerId ?? 0 };
  return [op.tag, op.id, { ...viewer, ...(input as object) }] as const;
}

/** The key prefix of all answers of an operation (for invalidation). */
export const operationRoot = (op: Operation) => [op.tag, op.id] as const;

/** Query options of an operation's answer: its key and a query function that calls it. */
export function operationQuery<O extends Operation>(op: O, input: OperationInput<O>, viewerId: number | null = null) {
  return queryOptions({
    queryKey: operationKey(op, input, viewerId),
    // An input its schemas read is a call's input (CallInput only widens a schema-less form); TypeScript cannot
    // resolve the conditional type for a generic operation.
    queryFn: ({ signal }) => call(op, input as CallInput<O>, { signal }),
  });
}
