// GET /uploads/private/<key>?expires=&signature=: serves a private file to whoever holds a URL the API signed
// (see lib/private-files.ts), never cached and never to anyone else. The public /uploads route refuses these
// keys (and the documents' pre-private folder), so there is no other way to them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import { checkSignature, PRIVATE_PREFIX, signingKey } from '../lib/private-files.ts';
import type { Storage } from '../storage/storage.ts';

/** Top folders of /uploads that the public static route never serves (checked on the normalised path). */
const NOT_PUBLIC = [PRIVATE_PREFIX, 'verification/'];

/** Whether the public /uploads route may serve this path (relative to the uploads root, with or without a leading slash). */
export function isPublicUploadPath(pathname: string): boolean {
  const rel = pathname.replace(/^\/+/, '').toLowerCase();
  return !NOT_PUBLIC.some((prefix) => rel === prefix.slice(0, -1) || rel.startsWith(prefix));
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  // Chat voice notes (modules/chat/attachments.ts), played inline.
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

// Keys the API writes: folders and file names of letters, digits, `-`, `_` and one dot before the extension.
const PRIVATE_KEY_RE = /^private\/(?:[A-Za-z0-9_-]+\/){0,4}[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$/;

const notFound = () => new ApiError('NOT_FOUND', 'File not found');

/** Registers the signed route for private files. */
export function registerPrivateFiles(app: FastifyInstance, deps: { db: Db; storage: Storage }): void {
  app.get('/uploads/private/*', async (req, reply) => {
    const rest = (req.params as { '*'?: string })['*'] ?? '';
    const key = `${PRIVATE_PREFIX}${rest}`;
    if (!PRIVATE_KEY_RE.test(key)) throw notFound();
    const query = req.query as Record<string, unknown>;
    const check = checkSignature(await signingKey(deps.db), key, query.expires, query.signature);
    // A forged or missing signature learns nothing, not even whether the file exists.
    if (check === 'invalid') throw notFound();
    if (check === 'expired')
      throw new ApiError('FORBIDDEN', 'This link has expired. Reload the page to get a new one.');
    const data = await deps.storage.read(key);
    if (!data) throw notFound();
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('Content-Disposition', ext in CONTENT_TYPES ? 'inline' : 'attachment')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .send(data);
  });
}
