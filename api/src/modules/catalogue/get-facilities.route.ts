import { getFacilities } from '@abode/shared/operations';
import type { OutdoorFacility } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listOutdoorFacilities } from './catalogue.repository.ts';

/** GET /api/get_facilities (`id?`): outdoor facilities ("near by places") listings give a distance to. */
export default implement(getFacilities, async ({ query, deps, urls }) => {
  const rows = await listOutdoorFacilities(deps.db, query.id);
  const data: OutdoorFacility[] = rows.map((f) => ({
    id: f.id,
    name: f.name,
    image: urls.upload(f.image),
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  }));
  return { message: 'Data Fetch Successfully', data, total: data.length };
});
