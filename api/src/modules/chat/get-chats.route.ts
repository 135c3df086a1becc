import { chatPaging, chatSummary, envelope } from '@abode/shared/wire';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route.ts';
import { listConversations } from './chat.repository.ts';

/** GET /api/get_chats?page&per_page: the caller's property conversations, latest first, with `total_page`. */
export default defineRoute({
  method: 'GET',
  url: '/api/get_chats',
  auth: 'required',
  response: envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() }),
  query: chatPaging,
  handler: async ({ query, user, deps, urls }) => {
    const { rows, total } = await listConversations(deps.db, user.id, query.page, query.per_page);
    return {
      message: total ? 'Data Fetch Successfully' : 'No data found!',
      data: rows.map((r) => ({ ...r, title_image: urls.upload(r.title_image), profile: urls.upload(r.profile) })),
      total_page: Math.ceil(total / query.per_page),
    };
  },
});
