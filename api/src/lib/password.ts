import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): a login costs tens of milliseconds, not seconds.
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  salt: Buffer,
  p: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

/** Hashes a password with Node's built-in argon2id into a PHC string carrying its parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(salt)}$${b64(key)}`;
}

/** Checks a password against a PHC argon2id string; any malformed hash simply fails. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!m) return false;
  const [, mem, passes, par, saltB64, keyB64] = m;
  const expected = Buffer.from(keyB64 ?? '', 'base64');
  const actual = await derive(password, Buffer.from(saltB64 ?? '', 'base64'), {
    memory: Number(mem),
    passes: Number(passes),
    parallelism: Number(par),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
