import { faqs } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { findFaqs } from './content.repository.ts';

/** GET /api/faqs: questions and answers, paged. */
export default implement(faqs, async ({ query, deps }) => {
  const { total, rows } = await findFaqs(deps.db, query.offset, query.limit);
  return { message: rows.length ? 'Data Fetch Successfully' : 'No data found!', total, data: rows };
});
