// The four lookup lists of JV posts and construction profiles, one route each.
import { getJvtypes, getPostType as getPostTypeOp, getProjecttype, getWorkscope } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { findLookups } from '../services/lookups.repository.ts';
import type { VentureLookupKind } from './ventures.repository.ts';

/** One of the four lookup operations. */
type LookupOp = typeof getJvtypes | typeof getPostTypeOp | typeof getWorkscope | typeof getProjecttype;

/** GET `op` (no auth): every active entry of lookup list `kind`, by id, with `total`. */
export function lookupRoute(op: LookupOp, kind: VentureLookupKind) {
  return implement(op, async ({ deps, urls }) => {
    const rows = await findLookups(deps.db, kind);
    const data = rows.map((r) => ({ id: r.id, name: r.name, image: urls.upload(r.image) }));
    return { message: data.length ? M.fetched : M.empty, total: data.length, data };
  });
}

/** GET /api/get-jvtypes: the kinds of joint venture (jv_type of post-jv). */
export const getJvTypes = lookupRoute(getJvtypes, 'jv_type');
/** GET /api/get-post-type: what a JV post offers or seeks (post_type of post-jv). */
export const getPostType = lookupRoute(getPostTypeOp, 'post_type');
/** GET /api/get-workscope: the scopes of construction work (work of post-construction). */
export const getWorkScope = lookupRoute(getWorkscope, 'work_scope');
/** GET /api/get-projecttype: the construction types (type of post-construction, category of get-constructions). */
export const getProjectType = lookupRoute(getProjecttype, 'project_type');
