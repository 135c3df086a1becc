// Checks Firebase ID tokens for social sign-in (user_signup types 0 and 2). firebase-admin is loaded only when
// Firebase is configured, so an API without it pays nothing. In production the token's signature is checked
// against Google's public keys (fetched and cached by firebase-admin); with an emulator host the Firebase Auth
// emulator's unsigned tokens are accepted instead, which is why the emulator host is never set in production.
import type { FirebaseConfig } from '../env.ts';

/** What a verified Firebase ID token says about its user; read only from the verified claims. */
export interface VerifiedFirebaseUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  /** The provider the user signed in with: 'google.com', 'apple.com', 'password'… */
  provider: string;
}

/** Verifies Firebase ID tokens. Rejects with {@link FirebaseTokenError} for a bad, expired or tampered token. */
export interface FirebaseVerifier {
  verifyIdToken(token: string): Promise<VerifiedFirebaseUser>;
}

/** The token itself was refused (bad signature, expired, wrong project, malformed). */
export class FirebaseTokenError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'FirebaseTokenError';
    this.code = code;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

let appCount = 0;
const verifiers = new WeakMap<FirebaseConfig, FirebaseVerifier>();

/** The verifier for one Firebase configuration (one firebase-admin app per configuration, made on first use). */
export function firebaseVerifier(config: FirebaseConfig): FirebaseVerifier {
  const known = verifiers.get(config);
  if (known) return known;
  let auth: Promise<import('firebase-admin/auth').Auth> | undefined;
  const getAuthOnce = () => {
    auth ??= (async () => {
      // firebase-admin reads the emulator host from the environment only.
      if (config.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
      const [{ initializeApp }, { getAuth }] = await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/auth'),
      ]);
      appCount += 1;
      return getAuth(initializeApp({ projectId: config.projectId }, `abode-${appCount}`));
    })();
    return auth;
  };
  const verifier: FirebaseVerifier = {
    async verifyIdToken(token) {
      const a = await getAuthOnce();
      let decoded: import('firebase-admin/auth').DecodedIdToken;
      try {
        decoded = await a.verifyIdToken(token);
      } catch (err) {
        const code = str((err as { code?: unknown }).code) ?? '';
        // Token problems carry auth/… codes; anything else (key fetch failed, emulator down) is not the caller's fault.
        if (code.startsWith('auth/')) throw new FirebaseTokenError(code, (err as Error).message);
        throw err;
      }
      return {
        uid: decoded.uid,
        email: str(decoded.email)?.toLowerCase(),
        emailVerified: decoded.email_verified === true,
        name: str(decoded.name),
        picture: str(decoded.picture),
        provider: str(decoded.firebase?.sign_in_provider) ?? '',
      };
    },
  };
  verifiers.set(config, verifier);
  return verifier;
}
