import { getAmenities } from '@abode/shared/operations';
import type { Amenity } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listAmenities } from './catalogue.repository.ts';

/** GET /api/get_amenities (`id?`): the amenities a listing can tick (spec §3 `amenity_id[]`). */
export default implement(getAmenities, async ({ query, deps, urls }) => {
  const rows = await listAmenities(deps.db, query.id);
  const data: Amenity[] = rows.map((a) => ({ id: a.id, name: a.name, image: urls.upload(a.image) }));
  return { message: 'Data Fetch Successfully', data, total: data.length };
});
