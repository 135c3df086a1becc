// Switching a user off or on (activate-user and deactivate-user): one handler, the operation says which.
import { adminActivateUser, type adminDeactivateUser } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { enqueue } from '../outbox/outbox.ts';
import { findCustomer, setCustomerActive } from './admin.repository.ts';

const NOT_FOUND = 'User not found';

type StatusOperation = typeof adminActivateUser | typeof adminDeactivateUser;

/**
 * The route of POST /api/admin/users/:id/activate or /deactivate (admin), as `op` says. From deactivation on,
 * every request with one of the account's tokens and every login answers the deactivated message (so an open page
 * says why it is signed out); activation deletes the old tokens, so the user signs in afresh. Typed by its own
 * operation for the composition's check (lib/implementations.ts), the handler by what the two share.
 */
export function userStatusRoute<O extends StatusOperation>(op: O): Implementation<O> {
  const active = op === adminActivateUser;
  return implement<StatusOperation>(op, async ({ params: { id }, deps, req, user }) => {
    const before = await findCustomer(deps.db, id);
    if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
    if (!active && id === user.id) throw new ApiError('BAD_REQUEST', 'You cannot deactivate your own account.');
    const { tokensRevoked } = await setCustomerActive(deps.db, id, active);
    if ((before.isActive === 1) !== active && before.email) {
      await enqueue(deps.db, req.log, {
        channel: 'email',
        recipient: before.email,
        template: 'user_status',
        subject: active ? 'Your Abode account is active again' : 'Your Abode account has been deactivated',
        body: active
          ? `Hello ${before.name ?? ''}, your Abode account has been activated by the admin.`
          : `Hello ${before.name ?? ''}, your Abode account has been deactivated by the admin. Please contact them.`,
        payload: { is_active: active },
      });
    }
    return {
      message: active ? 'User activated' : 'User deactivated',
      data: { id, is_active: active, tokens_revoked: tokensRevoked },
    };
  }) as Implementation<O>;
}
