// Private files (verification documents): stored under the `private/` key prefix, which the public /uploads
// route refuses, and served only through short-lived signed URLs (docs/decisions/008-token-expiry-and-private-files.md).
// A URL is `${PUBLIC_URL}/uploads/private/…?expires=<unix s>&signature=<HMAC-SHA256>`: the API hands one out
// only to whoever may see the file (its owner, an admin), and it stops working after a few minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from './server-secrets.ts';
import type { UrlBuilder } from './urls.ts';

/** The key prefix of files that are never public. */
export const PRIVATE_PREFIX = 'private/';

/** How long a signed URL works: long enough to open a document from a page just loaded, short enough that a copied link dies soon. */
export const PRIVATE_URL_TTL_SECONDS = 15 * 60;

// Expiries are rounded up to this step, so answers within one step carry the very same URL.
const EXPIRY_STEP_SECONDS = 5 * 60;

const SECRET_NAME = 'private_files_signing_key';

/** Whether a storage key is private (never served by the public /uploads route). */
export function isPrivateKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.startsWith(PRIVATE_PREFIX);
}

/** The key that signs private file URLs (see lib/server-secrets.ts). */
export function signingKey(db: Db): Promise<Buffer> {
  return serverSecret(db, SECRET_NAME);
}

function mac(secret: Buffer, key: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest();
}

/** Turns a private key into a signed absolute URL; any other key gets its ordinary upload URL. */
export type PrivateUrlSigner = (key: string | null | undefined) => string;

/** A signer with a loaded key over the configured public origin; `now` is for tests. */
export function signerWith(secret: Buffer, urls: UrlBuilder, now: () => number = Date.now): PrivateUrlSigner {
  return (key) => {
    if (!isPrivateKey(key)) return urls.upload(key);
    const nowSeconds = Math.floor(now() / 1000);
    const expires = Math.ceil((nowSeconds + PRIVATE_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const signature = mac(secret, key, expires).toString('base64url');
    return `${urls.upload(key)}?expires=${expires}&signature=${signature}`;
  };
}

/** A signer over the configured public origin, with the database's key. */
export async function privateUrlSigner(db: Db, urls: UrlBuilder): Promise<PrivateUrlSigner> {
  return signerWith(await signingKey(db), urls);
}

/** What a presented signature proves: the file may be served, the link is genuine but expired, or nothing. */
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks `expires` and `signature` (as they came in the query string) for a private key. */
export function checkSignature(
  secret: Buffer,
  key: string,
  expires: unknown,
  signature: unknown,
  nowMs: number = Date.now(),
): SignatureCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, key, Number(expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= nowMs ? 'expired' : 'valid';
}
