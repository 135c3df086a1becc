import { agentList } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listPeople } from './people.repository.ts';
import { toListItem } from './people.service.ts';

/**
 * GET /api/agent-list?offset&limit: people with at least one visible property, verified agents first.
 * Upstream also prepends an "Admin" pseudo-agent on the first page; admin listings have no person behind
 * them here, so the list holds real people only.
 */
export default implement(agentList, async ({ query, deps, urls }) => {
  const { rows, total } = await listPeople(deps.db, 'agent', query.offset, query.limit);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    data: rows.map((r) => toListItem(r, urls)),
  };
});
