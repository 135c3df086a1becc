import { signupBody } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { DEACTIVATED_MESSAGE } from '../../plugins/auth.ts';
import { createToken, findEmailCustomer } from './users.repository.ts';
import { dummyPasswordHash, publicCustomer } from './users.service.ts';

// One answer for an unknown email and a wrong password, so the endpoint never reveals who has an account.
const BAD_CREDENTIALS = 'The details entered are incorrect Please enter the correct details and try again.';

/** POST /api/user_signup: login. Type 3 (email and password) only, for now. */
export default defineRoute({
  method: 'POST',
  url: '/api/user_signup',
  auth: 'none',
  body: signupBody,
  handler: async ({ body, deps, urls }) => {
    if (body.type !== 3) throw new ApiError(400, 'NOT_SUPPORTED', 'Not supported yet');
    const email = body.email ?? '';
    const found = await findEmailCustomer(deps.db, email);
    // Hash even when the account does not exist, so timing does not tell them apart either.
    const ok = await verifyPassword(body.password ?? '', found?.password ?? (await dummyPasswordHash()));
    if (!found || !ok) throw new ApiError(401, 'UNAUTHENTICATED', BAD_CREDENTIALS);
    // Only after the password matched may the answer say anything about the account's state.
    if (found.isActive !== 1) throw new ApiError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
    if (!found.is_email_verified) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email is not verified');
    const token = await createToken(deps.db, found.id);
    return { message: 'Login Successfully', token, data: publicCustomer(found, urls) };
  },
});
