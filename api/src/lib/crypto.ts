import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Hex sha256 of a string. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric string (Sanctum's plaintext tokens are 40 such characters). */
export function randomToken(length = 40): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** A 6-digit one-time code. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
