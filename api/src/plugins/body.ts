import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

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

/** JSON (built in), multipart (most of the spec's POSTs) and urlencoded bodies. */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Fields (and files, as Buffers) land on req.body as plain values, ready for zod.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 200 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
}
