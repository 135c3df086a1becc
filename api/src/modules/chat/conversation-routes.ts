// The three chat operations, once for property conversations (get_chats, get_messages, send_message), once
// for project ones (get_project_chats, get_messages_project, send_project_message) and once for repair-work
// ones (get_chats-by-repair, get_messages-by-repair, send-message-repair): only the listing column, its wire
// key and the send rules differ.
import {
  deleteChatMessage,
  type getChats,
  type getChatsByRepair,
  type getMessages,
  type getMessagesByRepair,
  type getMessagesProject,
  type getProjectChats,
  type sendMessage,
  type sendMessageRepair,
  type sendProjectMessage,
} from '@abode/shared/operations';
import { CHAT_MEDIA_MESSAGES, MESSAGE_REQUIRED, type MessagePage } from '@abode/shared/wire';
import type { Deps } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { privateUrlSigner } from '../../lib/private-files.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { withEvents } from '../../realtime/events.ts';
import { chatFiles, prepareChatAudio, prepareChatFile } from './attachments.ts';
import { notifyIfUnread } from './away.ts';
import {
  type ChatSubject,
  conversationHeader,
  deleteOwnConversation,
  deleteOwnMessage,
  findActiveCustomer,
  insertMessage,
  isBlocked,
  listConversations,
  listMessages,
  markRead,
} from './chat.repository.ts';
import { isPresent, publicMessage } from './chat.service.ts';

const KEY = { property: 'property_id', project: 'project_id', repair: 'repair_works_id' } as const;

/**
 * The operations each subject has (their schemas differ only by the listing's key): a route is typed by its own
 * operation for the composition's check (lib/implementations.ts), its handler by what the three share.
 */
type ConversationsOperation = typeof getChats | typeof getProjectChats | typeof getChatsByRepair;
type MessagesOperation = typeof getMessages | typeof getMessagesProject | typeof getMessagesByRepair;
type SendOperation = typeof sendMessage | typeof sendProjectMessage | typeof sendMessageRepair;

/** The listing id a validated query or body names under the subject's wire key. */
const listingIdOf = (input: object, subject: ChatSubject) => (input as Record<string, number>)[KEY[subject]] ?? 0;

/**
 * GET get_chats / get_project_chats / get_chats-by-repair?page&per_page: the caller's conversations, latest
 * first, with `total_page`.
 */
export function conversationsRoute<O extends ConversationsOperation>(op: O, subject: ChatSubject): Implementation<O> {
  return implement<ConversationsOperation>(op, async ({ query, user, deps, urls }) => {
    const { rows, total } = await listConversations(deps.db, user.id, subject, query.page, query.per_page);
    const message = total ? 'Data Fetch Successfully' : 'No data found!';
    const total_page = Math.ceil(total / query.per_page);
    const shown = rows.map(({ listing_id, ...r }) => ({
      listing_id,
      r: { ...r, title_image: urls.upload(r.title_image), profile: urls.upload(r.profile) },
    }));
    // The listing's id first, under the subject's wire key (one answer type per subject).
    if (subject === 'property')
      return { message, data: shown.map(({ listing_id, r }) => ({ property_id: listing_id, ...r })), total_page };
    if (subject === 'project')
      return { message, data: shown.map(({ listing_id, r }) => ({ project_id: listing_id, ...r })), total_page };
    return { message, data: shown.map(({ listing_id, r }) => ({ repair_works_id: listing_id, ...r })), total_page };
  }) as Implementation<O>;
}

/**
 * GET get_messages / get_messages_project / get_messages-by-repair
 * ?user_id&(property_id|project_id|repair_works_id)&page&per_page: one conversation, newest first, as a
 * Laravel-paginator-like object (admin API reference §1.3); what the other party sent is marked read.
 * `conversation` (ours) names the other person and the listing, and the blocks, even before a first message.
 */
export function messagesRoute<O extends MessagesOperation>(op: O, subject: ChatSubject): Implementation<O> {
  return implement<MessagesOperation>(op, async ({ query, user, deps, urls }) => {
    const listingId = listingIdOf(query, subject);
    const sign = await privateUrlSigner(deps.db, urls);
    await markRead(deps.db, user.id, query.user_id, subject, listingId);
    const { page, per_page } = query;
    const [{ rows, total }, header] = await Promise.all([
      listMessages(deps.db, user.id, query.user_id, subject, listingId, page, per_page),
      conversationHeader(deps.db, user.id, query.user_id, subject, listingId),
    ]);
    const conversation = header && {
      ...header,
      user: { ...header.user, profile: urls.upload(header.user.profile) },
      listing: {
        id: header.listing.id,
        title: header.listing.title,
        title_image: urls.upload(header.listing.image),
        slug_id: header.listing.slug ?? '',
      },
    };
    const lastPage = Math.max(1, Math.ceil(total / per_page));
    const path = `${deps.config.publicUrl}${op.path}`;
    const pageUrl = (p: number) =>
      `${path}?${new URLSearchParams({ user_id: String(query.user_id), [KEY[subject]]: String(listingId), per_page: String(per_page), page: String(p) })}`;
    const from = rows.length ? (page - 1) * per_page + 1 : null;
    const data: MessagePage = {
      current_page: page,
      data: rows.map((r) => publicMessage(r.chat, r.sender_profile, urls, sign)),
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
    return {
      message: total ? 'Data Fetch Successfully' : 'No data found!',
      data,
      total_page: lastPage,
      conversation: conversation ?? null,
    };
  }) as Implementation<O>;
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
 * POST send_message / send_project_message / send-message-repair (multipart): a message about a listing, with
 * text, a file or a voice note (attachments.ts). The sender is always the token's user; a `sender_id` in the
 * body is ignored. Either party having blocked the other refuses it, with upstream's texts. The message and its
 * events (to the receiver, and to the sender's other tabs) are stored in one transaction and reach the live
 * streams of every instance at commit; a refused or failed send leaves neither a row nor a file.
 */
export function sendRoute<O extends SendOperation>(
  op: O,
  subject: ChatSubject,
  listingRule: ListingRule,
): Implementation<O> {
  return implement<SendOperation>(op, async ({ body, user, deps, urls, req }) => {
    const text = body.message ?? '';
    const hasFile = isPresent(body.file);
    const hasAudio = isPresent(body.audio);
    if (!text && !hasFile && !hasAudio) throw new ApiError('VALIDATION', MESSAGE_REQUIRED);
    if (hasFile && hasAudio) throw new ApiError('VALIDATION', CHAT_MEDIA_MESSAGES.oneAttachment);
    if (body.receiver_id === user.id) throw new ApiError('VALIDATION', 'You cannot send a message to yourself.');
    const receiver = await findActiveCustomer(deps.db, body.receiver_id);
    if (!receiver) throw new ApiError('NOT_FOUND', 'User not found');
    const listingId = listingIdOf(body, subject);
    await listingRule(deps, user, receiver, listingId);
    // Upstream's texts, word for word.
    if (await isBlocked(deps.db, user.id, receiver.id)) throw new ApiError('BLOCKED', 'You have blocked user');
    if (await isBlocked(deps.db, receiver.id, user.id)) throw new ApiError('BLOCKED', 'You are blocked by user');
    // Checked before anything is stored: a refused file writes nothing.
    const file = hasFile ? await prepareChatFile(body.file) : null;
    const audio = hasAudio ? prepareChatAudio(body.audio) : null;
    const files = [file, audio].filter((f) => f !== null);
    const sign = await privateUrlSigner(deps.db, urls);
    await chatFiles.store(deps.storage, files);
    try {
      const row = await withEvents(deps.db, deps.bus, async (tx, emit) => {
        const stored = await insertMessage(tx, {
          sender_id: user.id,
          receiver_id: receiver.id,
          message: text,
          file: file?.key ?? '',
          audio: audio?.key ?? '',
          ...(subject === 'property'
            ? { property_id: listingId }
            : subject === 'project'
              ? { project_id: listingId }
              : { repair_works_id: listingId }),
        });
        const data = publicMessage(stored, user.profile, urls, sign);
        emit({ userId: receiver.id, type: 'message', data });
        emit({ userId: user.id, type: 'message', data });
        return stored;
      });
      notifyIfUnread({ deps, urls, log: req.log }, row, user, {
        kind: subject === 'repair' ? 'repair_work' : subject,
        id: listingId,
      });
      return { message: 'Data Store Successfully', id: row.id };
    } catch (err) {
      await chatFiles.remove(
        deps.storage,
        files.map((f) => f.key),
      );
      throw err;
    }
  }) as Implementation<O>;
}

/**
 * POST delete_chat_message: the sender deletes one of their messages (`message_id`), or with upstream's other
 * form every message they sent in one conversation. Gone for both parties at once (a `message_deleted` event
 * to each), attachments with it. Someone else's message answers 403, an unknown one 404.
 */
export const deleteMessageRoute = implement(deleteChatMessage, async ({ body, user, deps }) => {
  const { rows, removedKeys } = await withEvents(deps.db, deps.bus, async (tx, emit) => {
    const rows =
      body.message_id !== undefined
        ? await deleteOwnMessage(tx, user.id, body.message_id)
        : await deleteOwnConversation(tx, user.id, body);
    for (const r of rows) {
      const data = {
        id: r.id,
        sender_id: r.sender_id,
        receiver_id: r.receiver_id,
        property_id: r.property_id,
        project_id: r.project_id,
        repair_works_id: r.repair_works_id,
      };
      emit({ userId: r.receiver_id, type: 'message_deleted', data });
      emit({ userId: r.sender_id, type: 'message_deleted', data });
    }
    return { rows, removedKeys: rows.flatMap((r) => [r.file, r.audio]) };
  });
  await chatFiles.remove(deps.storage, removedKeys);
  return { message: CHAT_MEDIA_MESSAGES.deleted, data: { ids: rows.map((r) => r.id) } };
});
