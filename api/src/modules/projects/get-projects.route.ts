import { getProjectsQuery, listEnvelopeOf, project } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { findProjects } from './projects.repository.ts';
import { toProjectObjects } from './projects.service.ts';

/** GET /api/get-projects: approved projects with gallery, documents and floor plans. */
export default defineRoute({
  method: 'GET',
  url: '/api/get-projects',
  auth: 'optional',
  response: listEnvelopeOf(project),
  query: getProjectsQuery,
  handler: async ({ query, user, deps, urls }) => {
    const { total, rows } = await findProjects(deps.db, query);
    const data = await toProjectObjects(deps.db, rows, user, urls);
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
