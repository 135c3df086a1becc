import { getPersonalisedFields } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { findInterests } from './search.repository.ts';
import { noPersonalisedFields } from './search.service.ts';

/** GET /api/personalised-fields (auth): the caller's fields, or the empty defaults ('No data found!'). */
export default implement(getPersonalisedFields, async ({ user, deps }) => {
  const row = await findInterests(deps.db, user.id);
  return row
    ? { message: 'Data Fetch Successfully', data: row }
    : { message: 'No data found!', data: noPersonalisedFields(user.id) };
});
