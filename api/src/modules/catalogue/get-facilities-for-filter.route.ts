import { getFacilitiesForFilter } from '@abode/shared/operations';
import type { ParameterDef } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listParameters } from './catalogue.repository.ts';

/**
 * GET /api/get-facilities-for-filter: every parameter definition, as upstream ("facilities" in the UI are
 * the parameters). The personalised-feed fields the spec lists with it are accepted and ignored.
 */
export default implement(getFacilitiesForFilter, async ({ deps, urls }) => {
  const rows = await listParameters(deps.db);
  const data: ParameterDef[] = rows.map((p) => ({
    id: p.id,
    name: p.name,
    type_of_parameter: p.type_of_parameter,
    type_values: p.type_values,
    image: urls.upload(p.image),
    is_required: p.is_required ? 1 : 0,
  }));
  return { message: 'Data Fetch Successfully', data, total: data.length };
});
