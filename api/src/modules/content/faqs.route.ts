import { faq, getFaqsQuery, listEnvelopeOf } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { findFaqs } from './content.repository.ts';

/** GET /api/faqs: questions and answers, paged. */
export default defineRoute({
  method: 'GET',
  url: '/api/faqs',
  auth: 'none',
  response: listEnvelopeOf(faq),
  query: getFaqsQuery,
  handler: async ({ query, deps }) => {
    const { total, rows } = await findFaqs(deps.db, query.offset, query.limit);
    return { message: rows.length ? 'Data Fetch Successfully' : 'No data found!', total, data: rows };
  },
});
