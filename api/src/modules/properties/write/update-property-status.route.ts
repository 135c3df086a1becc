import { updatePropertyStatus as updatePropertyStatusOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { propertys } from '../../../db/schema.ts';
import { implement } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { ownerView, ownListing } from './manage.ts';

// Which stored type each requested status may come from: sell → sold, rent → rented, and back again.
const FROM: Record<0 | 1 | 2 | 3, number[]> = { 2: [0, 2], 3: [1, 3], 0: [2, 0], 1: [3, 1] };

/**
 * POST /api/update_property_status (`property_id`, `status`): 2 marks a sell listing sold, 3 a rent listing
 * rented (upstream), and 0 / 1 put a sold / rented listing back on the market. Owner only.
 */
export default implement(updatePropertyStatusOp, async ({ body, user, deps, urls }) => {
  const { property } = await ownListing(deps.db, user, body.property_id);
  if (!FROM[body.status].includes(property.propery_type)) throw new ApiError('BAD_REQUEST', M.statusInvalid);
  const [done] = await deps.db
    .update(propertys)
    .set({ propery_type: body.status, updated_at: new Date() })
    .where(
      and(
        eq(propertys.id, property.id),
        eq(propertys.added_by, user.id),
        eq(propertys.propery_type, property.propery_type),
      ),
    )
    .returning({ id: propertys.id });
  // Changed meanwhile by another request: answer with what is now stored, as a refusal.
  if (!done) throw new ApiError('BAD_REQUEST', M.statusInvalid);
  return { message: M.statusUpdated, data: await ownerView(deps.db, user, urls, property.id) };
});
