import { abodeStore, call, disablePush, settingsAtom, signOut } from '@abode/shared';
import { beforeLogout } from '@abode/shared/operations';

/**
 * Logout: before-logout forgets this device's push token and revokes the token on the server (silently,
 * at most 3 s, a failure changes nothing), then the user slice is reset (spec §4) and the visitor goes home.
 */
export async function logOut(): Promise<void> {
  // This browser stops receiving the account's pushes first, while the token still works.
  await disablePush();
  const fcmId = abodeStore.get(settingsAtom).fcmToken;
  await call(
    beforeLogout,
    { body: fcmId ? { fcm_id: fcmId } : {} },
    { endsSession: true, signal: AbortSignal.timeout(3000) },
  ).catch(() => {});
  signOut();
}
