import { beforeLogout } from '@abode/shared/operations';
import { PROFILE_MESSAGES } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { parseBearer } from '../../plugins/auth.ts';
import { logOut } from './profile.repository.ts';

/**
 * POST /api/before-logout: forgets this device's push token (`fcm_id`) and revokes the bearer token of
 * the request, so logging out really ends the session on the server too.
 */
export default implement(beforeLogout, async ({ body, user, deps, req }) => {
  const bearer = parseBearer(req.headers.authorization);
  if (!bearer) throw unauthenticated();
  await logOut(deps.db, user.id, bearer.id, body.fcm_id || undefined);
  return { message: PROFILE_MESSAGES.loggedOut, data: null };
});
