import { adminFeedbacks } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { findFeedbacks } from './contact.repository.ts';

/** GET /api/admin/feedbacks?offset,limit (admin): stored feedbacks, newest first. */
export default implement(adminFeedbacks, async ({ query, deps }) => {
  const { total, rows } = await findFeedbacks(deps.db, query);
  const data = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
