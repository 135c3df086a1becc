// Social sign-in (Google, Apple) through Firebase, offered only when web-settings says `social_login`. The
// Firebase SDK is loaded with a dynamic import() on the first click, so visitors who never use it do not pay
// for it. Firebase signs the visitor in (a popup), and its ID token goes to user_signup type 0/2; the server
// verifies it and answers with its own token, like every other way in.
import { ApiError, authErrorMessage, call } from '@abode/shared';
import { userSignup } from '@abode/shared/operations';
import { APPLE_LOGIN_TYPE, type FirebaseWebConfig, firebaseWebConfig, GOOGLE_LOGIN_TYPE } from '@abode/shared/wire';
import { type SignInResult, toSignInResult } from './account.api.ts';
import { signInFailureMessage } from './signin.api.ts';

/** The providers offered, in the order they are shown. */
export type SocialProvider = 'google' | 'apple';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

/** The public Firebase settings in a web-settings answer when social sign-in is on; null otherwise. */
export function socialConfigOf(settings: Record<string, unknown> | undefined): FirebaseWebConfig | null {
  if (settings?.social_login !== true) return null;
  const parsed = firebaseWebConfig.safeParse(settings.firebase_config);
  return parsed.success ? parsed.data : null;
}

const APP_NAME = 'abode-social';

/** Signs in with Firebase in a popup and returns the Firebase ID token. Rejects with the SDK's error. */
async function firebaseIdToken(provider: SocialProvider, config: FirebaseWebConfig): Promise<string> {
  const [{ getApp, getApps, initializeApp }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const existing = getApps().find((a) => a.name === APP_NAME);
  const app =
    existing ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId },
      APP_NAME,
    );
  const firebaseAuth = auth.getAuth(existing ? getApp(APP_NAME) : app);
  // Connecting twice throws, so only the first use of this app connects to the emulator.
  if (config.emulator_url && !existing)
    auth.connectAuthEmulator(firebaseAuth, config.emulator_url, { disableWarnings: true });
  const authProvider = provider === 'google' ? new auth.GoogleAuthProvider() : new auth.OAuthProvider('apple.com');
  if (authProvider instanceof auth.OAuthProvider) {
    authProvider.addScope('email');
    authProvider.addScope('name');
  }
  const credential = await auth.signInWithPopup(firebaseAuth, authProvider);
  return credential.user.getIdToken();
}

/** Signs in with Google or Apple: Firebase first, then our own session from user_signup type 0/2. */
export async function signInWithSocial(provider: SocialProvider, config: FirebaseWebConfig): Promise<SignInResult> {
  const token = await firebaseIdToken(provider, config);
  const body = await call(userSignup, {
    body: { type: provider === 'google' ? GOOGLE_LOGIN_TYPE : APPLE_LOGIN_TYPE, firebase_token: token },
  });
  return toSignInResult(body);
}

/** The text for a failed social sign-in: Firebase's codes through the shared table, else the server's message. */
export function socialFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return signInFailureMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return authErrorMessage(code);
  return signInFailureMessage(error);
}
