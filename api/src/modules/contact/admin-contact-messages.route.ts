import { adminContactMessages } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { findContactMessages } from './contact.repository.ts';

/** GET /api/admin/contact-messages?kind=csr|contact,offset,limit (admin): stored messages, newest first. */
export default implement(adminContactMessages, async ({ query, deps }) => {
  const { total, rows } = await findContactMessages(deps.db, query);
  const data = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
