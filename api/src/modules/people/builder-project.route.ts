import { builderProject } from '@abode/shared/operations';
import type { AgentPropertiesData } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { findProjects } from '../projects/projects.repository.ts';
import { toProjectObjects } from '../projects/projects.service.ts';
import { findPerson } from './people.repository.ts';
import { toCustomerData } from './people.service.ts';

/**
 * GET /api/builder-project?slug_id|id&offset&limit: a builder's page, with one page of their visible
 * projects in `projects_data` (the get-projects objects) and the same `customer_data` as agent-properties.
 * Not upstream (spec §7). Someone with neither a visible project nor a builder verification answers 404.
 */
export default implement(builderProject, async ({ query, user, deps, urls }) => {
  const person = await findPerson(deps.db, 'builder', query);
  if (!person || (person.projects_count === 0 && !person.is_verify))
    throw new ApiError('NOT_FOUND', 'Builder not found');
  const found = await findProjects(deps.db, { userid: person.customer.id, offset: query.offset, limit: query.limit });
  const data: AgentPropertiesData = {
    customer_data: await toCustomerData(deps.db, person, user, urls),
    properties_data: [],
    projects_data: await toProjectObjects(deps.db, found.rows, user, urls),
  };
  return { message: 'Data Fetch Successfully', total: found.total, data };
});
