import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Turns a urlencoded body into an object; repeated keys (`a[]=1&a[]=2`) become arrays. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** A multipart body the parser could not read: no boundary, cut short, garbage. Answered 400, logged at info. */
export class MalformedMultipartError extends Error {
  readonly statusCode = 400;
  readonly code = 'ABODE_MALFORMED_MULTIPART';

  constructor(cause: unknown) {
    super(`Malformed multipart body: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MalformedMultipartError';
  }
}

/**
 * Reads a multipart body into plain values, as @fastify/multipart's `attachFieldsToBody: 'keyValues'`
 * does (fields as strings, files as Buffers, repeated names as arrays), but owns the failures: the
 * plugin's own errors keep their status (413 for limits…), while busboy's bare Errors (no boundary, body
 * cut short, connection aborted) would otherwise be answered 500.
 */
async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      const prev = body[part.fieldname];
      if (prev === undefined) body[part.fieldname] = value;
      else body[part.fieldname] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw new MalformedMultipartError(err);
  }
  return body;
}

/** JSON (built in), multipart (most of the spec's POSTs) and urlencoded bodies. */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 200 },
  });
  // Fields (and files, as Buffers) land on req.body as plain values, ready for zod. preValidation runs
  // after each route's onRequest hook, where the token of a route that requires one is checked: a
  // visitor is refused before any upload is read (define-route.ts).
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipart(req);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
}
