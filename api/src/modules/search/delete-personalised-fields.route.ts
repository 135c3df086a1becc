import { deletePersonalisedFields } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { deleteInterests } from './search.repository.ts';
import { noPersonalisedFields } from './search.service.ts';

/** DELETE /api/personalised-fields (auth): forgets the caller's fields (succeeds when there were none). */
export default implement(deletePersonalisedFields, async ({ user, deps }) => {
  await deleteInterests(deps.db, user.id);
  return { message: 'Data Deleted Successfully', data: noPersonalisedFields(user.id) };
});
