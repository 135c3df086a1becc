import { adminContactMessagesAnswer, adminContactMessagesQuery } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { findContactMessages } from './contact.repository.ts';

/** GET /api/admin/contact-messages?kind=csr|contact,offset,limit (admin): stored messages, newest first. */
export default defineRoute({
  method: 'GET',
  url: '/api/admin/contact-messages',
  auth: 'admin',
  query: adminContactMessagesQuery,
  response: adminContactMessagesAnswer,
  handler: async ({ query, deps }) => {
    const { total, rows } = await findContactMessages(deps.db, query);
    const data = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
