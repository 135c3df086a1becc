import { postPersonalisedFields } from '@abode/shared/operations';
import type { PersonalisedFields } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { saveInterests } from './search.repository.ts';

/**
 * POST /api/personalised-fields (auth; form or JSON): `category_ids` and `outdoor_facilitiy_ids` (sic)
 * comma lists, `price_range` "min,max", `property_type` "0", "1" or "0,1" (default both), `city`. The
 * stored row is replaced: a field left out is emptied. Refused in demo mode, as upstream.
 */
export default implement(postPersonalisedFields, async ({ body, user, deps }) => {
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
