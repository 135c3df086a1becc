import { builderList } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listPeople } from './people.repository.ts';
import { toListItem } from './people.service.ts';

/** GET /api/builder-list?offset&limit: people with at least one visible project, verified builders first. */
export default implement(builderList, async ({ query, deps, urls }) => {
  const { rows, total } = await listPeople(deps.db, 'builder', query.offset, query.limit);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    data: rows.map((r) => toListItem(r, urls)),
  };
});
