// The three chat operations, once for property conversations (get_chats, get_messages, send_message) and
// once for project ones (get_project_chats, get_messages_project, send_project_message): only the listing
// column, its wire key and the send rules differ.
import {
  chatPaging,
  chatSummary,
  envelope,
  getMessagesQuery,
  getProjectMessagesQuery,
  MESSAGE_REQUIRED,
  type MessagePage,
  messagePage,
  projectChatSummary,
  sendMessageBody,
  sendProjectMessageBody,
} from '@abode/shared/wire';
import { z } from 'zod';
import type { AnyRoute, Deps } from '../../lib/define-route.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type ChatSubject,
  findActiveCustomer,
  insertMessage,
  isBlocked,
  listConversations,
  listMessages,
  markRead,
} from './chat.repository.ts';
import { isPresent, publicMessage } from './chat.service.ts';

const KEY = { property: 'property_id', project: 'project_id' } as const;

/** GET get_chats / get_project_chats?page&per_page: the caller's conversations, latest first, with `total_page`. */
export function conversationsRoute(url: string, subject: ChatSubject): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'required',
    response: envelope.extend({
      data: z.array(subject === 'property' ? chatSummary : projectChatSummary),
      total_page: z.number().int(),
    }),
    query: chatPaging,
    handler: async ({ query, user, deps, urls }) => {
      const { rows, total } = await listConversations(deps.db, user.id, subject, query.page, query.per_page);
      return {
        message: total ? 'Data Fetch Successfully' : 'No data found!',
        data: rows.map(({ listing_id, ...r }) => ({
          [KEY[subject]]: listing_id,
          ...r,
          title_image: urls.upload(r.title_image),
          profile: urls.upload(r.profile),
        })),
        total_page: Math.ceil(total / query.per_page),
      };
    },
  });
}

/**
 * GET get_messages / get_messages_project?user_id&(property_id|project_id)&page&per_page: one conversation,
 * newest first, as a Laravel-paginator-like object (admin API reference §1.3); what the other party sent is
 * marked read.
 */
export function messagesRoute(url: string, subject: ChatSubject): AnyRoute {
  return defineRoute({
    method: 'GET',
    url,
    auth: 'required',
    response: envelope.extend({ data: messagePage, total_page: z.number().int() }),
    query: subject === 'property' ? getMessagesQuery : getProjectMessagesQuery,
    handler: async ({ query, user, deps, urls }) => {
      const listingId = 'property_id' in query ? query.property_id : query.project_id;
      await markRead(deps.db, user.id, query.user_id, subject, listingId);
      const { page, per_page } = query;
      const { rows, total } = await listMessages(deps.db, user.id, query.user_id, subject, listingId, page, per_page);
      const lastPage = Math.max(1, Math.ceil(total / per_page));
      const path = `${deps.config.publicUrl}${url}`;
      const pageUrl = (p: number) =>
        `${path}?${new URLSearchParams({ user_id: String(query.user_id), [KEY[subject]]: String(listingId), per_page: String(per_page), page: String(p) })}`;
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
}

/**
 * What a message about a listing must satisfy beyond the common rules: the listing exists and the two
 * parties may talk about it. Throws the refusal.
 */
export type ListingRule = (
  deps: Deps,
  sender: AuthUser,
  receiver: { id: number; role: AuthUser['role'] },
  listingId: number,
) => Promise<void>;

/**
 * POST send_message / send_project_message (multipart): a text message about a listing. The sender is
 * always the token's user; a `sender_id` in the body is ignored. Files and audio come later. Either party
 * having blocked the other refuses it, with upstream's texts.
 */
export function sendRoute(url: string, subject: ChatSubject, listingRule: ListingRule): AnyRoute {
  return defineRoute({
    method: 'POST',
    url,
    auth: 'required',
    response: envelope.extend({ id: z.number().int() }),
    body: subject === 'property' ? sendMessageBody : sendProjectMessageBody,
    handler: async ({ body, user, deps }) => {
      const text = body.message ?? '';
      const hasFile = isPresent(body.file) || isPresent(body.audio);
      if (!text && !hasFile) throw new ApiError('VALIDATION', MESSAGE_REQUIRED);
      if (hasFile) throw new ApiError('NOT_SUPPORTED', 'Attachments are not supported yet.');
      if (body.receiver_id === user.id) throw new ApiError('VALIDATION', 'You cannot send a message to yourself.');
      const receiver = await findActiveCustomer(deps.db, body.receiver_id);
      if (!receiver) throw new ApiError('NOT_FOUND', 'User not found');
      const listingId = 'property_id' in body ? body.property_id : body.project_id;
      await listingRule(deps, user, receiver, listingId);
      // Upstream's texts, word for word.
      if (await isBlocked(deps.db, user.id, receiver.id)) throw new ApiError('BLOCKED', 'You have blocked user');
      if (await isBlocked(deps.db, receiver.id, user.id)) throw new ApiError('BLOCKED', 'You are blocked by user');
      const id = await insertMessage(deps.db, {
        sender_id: user.id,
        receiver_id: receiver.id,
        message: text,
        ...(subject === 'property' ? { property_id: listingId } : { project_id: listingId }),
      });
      return { message: 'Data Store Successfully', id };
    },
  });
}
