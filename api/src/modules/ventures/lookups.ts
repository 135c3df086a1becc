// The four lookup lists of JV posts and construction profiles, one route each.
import { VENTURE_MESSAGES as M, ventureLookupAnswer } from '@abode/shared/wire';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { findLookups } from '../services/lookups.repository.ts';
import type { VentureLookupKind } from './ventures.repository.ts';

/** GET `url` (no auth): every active entry of lookup list `kind`, by id, with `total`. */
export function lookupRoute(url: string, kind: VentureLookupKind): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'none',
    response: ventureLookupAnswer,
    handler: async ({ deps, urls }) => {
      const rows = await findLookups(deps.db, kind);
      const data = rows.map((r) => ({ id: r.id, name: r.name, image: urls.upload(r.image) }));
      return { message: data.length ? M.fetched : M.empty, total: data.length, data };
    },
  });
}

/** GET /api/get-jvtypes: the kinds of joint venture (jv_type of post-jv). */
export const getJvTypes = lookupRoute('/api/get-jvtypes', 'jv_type');
/** GET /api/get-post-type: what a JV post offers or seeks (post_type of post-jv). */
export const getPostType = lookupRoute('/api/get-post-type', 'post_type');
/** GET /api/get-workscope: the scopes of construction work (work of post-construction). */
export const getWorkScope = lookupRoute('/api/get-workscope', 'work_scope');
/** GET /api/get-projecttype: the construction types (type of post-construction, category of get-constructions). */
export const getProjectType = lookupRoute('/api/get-projecttype', 'project_type');
