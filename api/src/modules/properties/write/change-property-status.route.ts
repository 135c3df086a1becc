import { changePropertyStatus as changePropertyStatusOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { propertys } from '../../../db/schema.ts';
import { implement } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { ownerView, ownListing } from './manage.ts';

/** POST /api/change-property-status (`property_id`, `status` 1 active | 0 inactive): owner only, approved listings only. */
export default implement(changePropertyStatusOp, async ({ body, user, deps, urls }) => {
  const { property } = await ownListing(deps.db, user, body.property_id);
  if (property.request_status !== 'approved') throw new ApiError('BAD_REQUEST', M.mustBeApproved);
  const [done] = await deps.db
    .update(propertys)
    .set({ status: body.status, updated_at: new Date() })
    .where(
      and(eq(propertys.id, property.id), eq(propertys.added_by, user.id), eq(propertys.request_status, 'approved')),
    )
    .returning({ id: propertys.id });
  if (!done) throw new ApiError('BAD_REQUEST', M.mustBeApproved);
  return { message: M.statusUpdated, data: await ownerView(deps.db, user, urls, property.id) };
});
