import { adminFeedbacksAnswer, pagination } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { findFeedbacks } from './contact.repository.ts';

/** GET /api/admin/feedbacks?offset,limit (admin): stored feedbacks, newest first. */
export default defineRoute({
  method: 'GET',
  url: '/api/admin/feedbacks',
  auth: 'admin',
  query: pagination,
  response: adminFeedbacksAnswer,
  handler: async ({ query, deps }) => {
    const { total, rows } = await findFeedbacks(deps.db, query);
    const data = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
