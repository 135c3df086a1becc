import { agentProperties } from '@abode/shared/operations';
import type { AgentPropertiesData } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { findProjects } from '../projects/projects.repository.ts';
import { toProjectObjects } from '../projects/projects.service.ts';
import { toPropertyObjects } from '../properties/properties.service.ts';
import { findProperties } from '../properties/search/index.ts';
import { findPerson } from './people.repository.ts';
import { toCustomerData } from './people.service.ts';

/**
 * GET /api/agent-properties?slug_id|id&offset&limit&is_projects: an agent's page. `properties_data` holds
 * one page of their visible properties (the get_property objects), or with `is_projects=1`
 * `projects_data` one page of their visible projects; `total` counts the list asked for. Only people
 * who list are found: anyone else answers 404, so contact details of other accounts never leave.
 */
export default implement(agentProperties, async ({ query, user, deps, urls }) => {
  const person = await findPerson(deps.db, 'agent', query);
  if (!person || person.property_count + person.projects_count === 0) {
    throw new ApiError('NOT_FOUND', 'Agent not found');
  }
  const owner = person.customer.id;
  const page = { userid: owner, offset: query.offset, limit: query.limit };
  const data: AgentPropertiesData = {
    customer_data: await toCustomerData(deps.db, person, user, urls),
    properties_data: [],
    projects_data: [],
  };
  let total: number;
  if (query.is_projects) {
    const found = await findProjects(deps.db, page);
    total = found.total;
    data.projects_data = await toProjectObjects(deps.db, found.rows, user, urls);
  } else {
    const found = await findProperties(deps.db, page);
    total = found.total;
    data.properties_data = await toPropertyObjects(deps.db, found.rows, user, urls);
  }
  return { message: 'Data Fetch Successfully', total, data };
});
