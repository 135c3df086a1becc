import {
  deletePersonalisedFields as deleteOp,
  getPersonalisedFields as getOp,
  postPersonalisedFields as postOp,
} from '@abode/shared/operations';
import type { PersonalisedFields } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { deleteInterests, findInterests, saveInterests } from './search.repository.ts';

const empty = (userId: number): PersonalisedFields => ({
  user_id: userId,
  category_ids: [],
  price_range: [],
  property_type: [0, 1],
  outdoor_facilitiy_ids: [],
  city: '',
});

/** GET /api/personalised-fields (auth): the caller's fields, or the empty defaults ('No data found!'). */
export const getPersonalisedFields = implement(getOp, async ({ user, deps }) => {
  const row = await findInterests(deps.db, user.id);
  return row ? { message: 'Data Fetch Successfully', data: row } : { message: 'No data found!', data: empty(user.id) };
});

/**
 * POST /api/personalised-fields (auth; form or JSON): `category_ids` and `outdoor_facilitiy_ids` (sic)
 * comma lists, `price_range` "min,max", `property_type` "0", "1" or "0,1" (default both), `city`. The
 * stored row is replaced: a field left out is emptied. Refused in demo mode, as upstream.
 */
export const postPersonalisedFields = implement(postOp, async ({ body, user, deps }) => {
  const fields: PersonalisedFields = {
    user_id: user.id,
    category_ids: body.category_ids ?? [],
    price_range: body.price_range ?? [],
    property_type: body.property_type?.length ? body.property_type : [0, 1],
    outdoor_facilitiy_ids: body.outdoor_facilitiy_ids ?? [],
    city: body.city ?? '',
  };
  await saveInterests(deps.db, fields);
  return { message: 'Data Updated Successfully', data: fields };
});

/** DELETE /api/personalised-fields (auth): forgets the caller's fields (succeeds when there were none). */
export const deletePersonalisedFields = implement(deleteOp, async ({ user, deps }) => {
  await deleteInterests(deps.db, user.id);
  return { message: 'Data Deleted Successfully', data: empty(user.id) };
});
