import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { adminIds, customerExists } from './blocking.repository.ts';

/** The texts of block-user and unblock-user. */
export const BLOCK_MESSAGES = {
  blocked: 'User Blocked Successfully',
  unblocked: 'User Unblocked Successfully',
  self: 'You cannot block yourself.',
  notFound: 'User not found',
} as const;

/**
 * The customers a block or unblock request is about: `to_user_id`, or with `to_admin=1` every admin
 * account (upstream has one admin; here admins are customers with the admin role). Refuses the caller.
 */
export async function targetsOf(
  db: Db,
  me: number,
  target: { to_user_id?: number | undefined; to_admin?: boolean | undefined },
): Promise<number[]> {
  if (target.to_user_id !== undefined) {
    if (target.to_user_id === me) throw new ApiError('VALIDATION', BLOCK_MESSAGES.self);
    if (!(await customerExists(db, target.to_user_id))) throw new ApiError('NOT_FOUND', BLOCK_MESSAGES.notFound);
    return [target.to_user_id];
  }
  const admins = await adminIds(db, me);
  if (!admins.length) throw new ApiError('NOT_FOUND', BLOCK_MESSAGES.notFound);
  return admins;
}
