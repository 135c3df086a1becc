import { envelope, getMessagesQuery, type MessagePage, messagePage } from '@abode/shared/wire';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route.ts';
import { listMessages, markRead } from './chat.repository.ts';
import { publicMessage } from './chat.service.ts';

/**
 * GET /api/get_messages?user_id&property_id&page&per_page: one conversation, newest first, as a
 * Laravel-paginator-like object (admin API reference §1.3); what the other party sent is marked read.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/get_messages',
  auth: 'required',
  response: envelope.extend({ data: messagePage, total_page: z.number().int() }),
  query: getMessagesQuery,
  handler: async ({ query, user, deps, urls }) => {
    await markRead(deps.db, user.id, query.user_id, query.property_id);
    const { page, per_page } = query;
    const { rows, total } = await listMessages(deps.db, user.id, query.user_id, query.property_id, page, per_page);
    const lastPage = Math.max(1, Math.ceil(total / per_page));
    const path = `${deps.config.publicUrl}/api/get_messages`;
    const pageUrl = (p: number) =>
      `${path}?${new URLSearchParams({ user_id: String(query.user_id), property_id: String(query.property_id), per_page: String(per_page), page: String(p) })}`;
    const from = rows.length ? (page - 1) * per_page + 1 : null;
    const data: MessagePage = {
      current_page: page,
      data: rows.map((r) => publicMessage(r.chat, r.sender_profile, urls)),
      from,
      to: from === null ? null : from + rows.length - 1,
      last_page: lastPage,
      per_page,
      total,
      path,
      first_page_url: pageUrl(1),
      last_page_url: pageUrl(lastPage),
      next_page_url: page < lastPage ? pageUrl(page + 1) : null,
      prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    };
    return { message: total ? 'Data Fetch Successfully' : 'No data found!', data, total_page: lastPage };
  },
});
