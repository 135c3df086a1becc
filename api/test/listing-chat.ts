// The tests a chat about a listing (a project, a repair work) shares: its three calls (list, messages, send)
// behave alike whatever the listing, so one suite runs them for each (project-chat.test.ts,
// repair-chat.test.ts); each file adds what only its listing does.
import { chatSummary, envelope, MESSAGE_REQUIRED, messagePage } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocked_chat_users, chats } from '../src/db/schema.ts';
import type { FormFields, FreshUser, TestServer } from './helpers.ts';
import { expectFailure, freshUser } from './helpers.ts';

/** One kind of listing chat: its calls, the field naming the listing, its texts and how to make a listing. */
export interface ListingChatKind {
  /** The listing as the test names say it ('project', 'repair work'). */
  noun: string;
  /** The field naming the listing in a message (`project_id`, `repair_works_id`). */
  ref: 'project_id' | 'repair_works_id';
  /** The column of `chats` naming it. */
  column: PgColumn;
  urls: { send: string; chats: string; messages: string };
  /** How the title of a test listing starts (as helpers.ts names them). */
  title: RegExp;
  /** The conversation summary of its list call. */
  summary: z.ZodType<{ user_id: number; unread_count: number; title: string }>;
  texts: { ownerOnly: string; notFound: string; notInterested: string };
  /** A visible listing of `owner` (hidden with the overrides `{ request_status: 'pending', status: 0 }`). */
  listing: (
    s: TestServer,
    ownerId: number,
    overrides?: { request_status: 'pending'; status: 0 },
  ) => Promise<{ id: number }>;
  /** Shows (`true`) or withdraws the user's interest in the listing. */
  interest: (s: TestServer, token: string, listingId: number, on: boolean) => Promise<unknown>;
}

const chatsAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });
const messagesAnswer = envelope.extend({ data: messagePage, total_page: z.number().int() });

/** The calls of one kind of listing chat over a test server, and a cast to run them with. */
export function listingChat(server: () => TestServer, kind: ListingChatKind) {
  const s = server;
  const listAnswer = envelope.extend({ data: z.array(kind.summary), total_page: z.number().int() });
  const chat = {
    send: (token: string, fields: FormFields) => s().post(kind.urls.send, token, fields),
    /** A message from `from` to `to` about the listing. */
    say: (from: FreshUser, to: { id: number }, listingId: number, message: string) =>
      s().post(kind.urls.send, from.token, {
        receiver_id: String(to.id),
        [kind.ref]: String(listingId),
        message,
      }),
    list: async (token: string) => listAnswer.parse((await s().get(kind.urls.chats, token)).body),
    messages: (token: string, userId: number, listingId: number, extra = '') =>
      s().get(`${kind.urls.messages}?user_id=${userId}&${kind.ref}=${listingId}${extra}`, token),
    page: async (token: string, userId: number, listingId: number, extra = '') =>
      messagesAnswer.parse((await chat.messages(token, userId, listingId, extra)).body),
    /** The property chats of a user (get_chats), which stay apart. */
    propertyChats: async (token: string) => chatsAnswer.parse((await s().get('/api/get_chats', token)).body),
    /** A listing owner, a visitor and the owner's visible listing. */
    cast: async () => {
      const owner = await freshUser(s());
      const visitor = await freshUser(s());
      const listing = await kind.listing(s(), owner.id);
      return { owner, visitor, listing };
    },
  };
  return chat;
}

/** The tests every listing chat passes. */
export function listingChatSuite(server: () => TestServer, kind: ListingChatKind) {
  const s = server;
  const chat = listingChat(server, kind);
  const { cast, list, say, send } = chat;

  describe('token first', () => {
    it('answers 401 without a token on the three endpoints, even with a bad input', async () => {
      for (const r of [
        await s().get(`${kind.urls.chats}?page=0`),
        await s().get(kind.urls.messages),
        await s().post(kind.urls.send, null, {}),
      ]) {
        expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
      }
    });
  });

  describe(`a conversation about a ${kind.noun}`, () => {
    it('runs between a visitor and the owner, with unread counts, apart from property chats', async () => {
      const { owner, visitor, listing } = await cast();
      const r = await send(visitor.token, {
        sender_id: String(owner.id), // ignored: the sender is the token's user
        receiver_id: String(owner.id),
        [kind.ref]: String(listing.id),
        message: 'Is it still available?',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ error: false, message: 'Data Store Successfully', id: expect.any(Number) });

      const ownerList = await list(owner.token);
      expect(ownerList.total_page).toBe(1);
      expect(ownerList.data).toEqual([
        expect.objectContaining({ [kind.ref]: listing.id, user_id: visitor.id, unread_count: 1 }),
      ]);
      expect(ownerList.data[0]?.title).toMatch(kind.title);
      expect((await list(visitor.token)).data).toEqual([
        expect.objectContaining({ [kind.ref]: listing.id, user_id: owner.id, unread_count: 0 }),
      ]);
      // get_chats stays the property list.
      expect((await chat.propertyChats(owner.token)).data).toEqual([]);

      // Reading marks it read; messages carry the listing.
      const page = (await chat.page(owner.token, visitor.id, listing.id)).data;
      expect(page).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
      expect(page.data[0]).toMatchObject({
        sender_id: visitor.id,
        receiver_id: owner.id,
        [kind.ref]: listing.id,
        property_id: null,
        message: 'Is it still available?',
        chat_message_type: 'text',
      });
      expect(page.first_page_url).toContain(`${kind.urls.messages}?user_id=${visitor.id}&${kind.ref}=${listing.id}`);
      expect((await list(owner.token)).data[0]?.unread_count).toBe(0);

      // The owner replies; the visitor sees both, newest first, paged.
      expect((await say(owner, visitor, listing.id, 'Yes!')).status).toBe(200);
      const first = await chat.page(visitor.token, owner.id, listing.id, '&per_page=1');
      expect(first.total_page).toBe(2);
      expect(first.data.data.map((m) => m.message)).toEqual(['Yes!']);
      expect(first.data.next_page_url).toContain('page=2');
    });
  });

  describe('who may write', () => {
    it(`lets a visitor write only to the owner of a visible ${kind.noun}`, async () => {
      const { owner, visitor, listing } = await cast();
      const stranger = await freshUser(s());
      expectFailure(await say(visitor, stranger, listing.id, 'hi'), 403, kind.texts.ownerOnly);
      const hidden = await kind.listing(s(), owner.id, { request_status: 'pending', status: 0 });
      expectFailure(await say(visitor, owner, hidden.id, 'hi'), 404, kind.texts.notFound);
      expectFailure(await say(visitor, owner, 999999, 'hi'), 404, kind.texts.notFound);
      expect(await s().db.select().from(chats).where(eq(chats.sender_id, visitor.id))).toEqual([]);
    });

    it('lets the owner write to an interested user or one who wrote, nobody else', async () => {
      const { owner, visitor, listing } = await cast();
      const stranger = await freshUser(s());
      expectFailure(await say(owner, stranger, listing.id, 'Hi'), 403, kind.texts.notInterested);
      await kind.interest(s(), visitor.token, listing.id, true);
      expect((await say(owner, visitor, listing.id, 'Thanks for your interest')).status).toBe(200);
      expect((await list(visitor.token)).data[0]).toMatchObject({ user_id: owner.id, unread_count: 1 });
    });

    it('validates the body with the spec texts', async () => {
      const { owner, visitor, listing } = await cast();
      expectFailure(await say(visitor, owner, listing.id, '  '), 400, MESSAGE_REQUIRED);
      expectFailure(
        await send(visitor.token, { receiver_id: String(owner.id), message: 'hi' }),
        400,
        `${kind.ref} is required`,
      );
      expectFailure(
        await send(visitor.token, { [kind.ref]: String(listing.id), message: 'hi' }),
        400,
        'receiver_id is required',
      );
      expectFailure(await say(visitor, visitor, listing.id, 'hi'), 400, 'You cannot send a message to yourself.');
      expectFailure(await say(visitor, { id: 999999 }, listing.id, 'hi'), 404, 'User not found');
      expectFailure(await chat.messages(visitor.token, owner.id, 0), 400);
      expectFailure(
        await s().get(`${kind.urls.messages}?${kind.ref}=${listing.id}`, visitor.token),
        400,
        'user_id is required',
      );
      expect(await s().db.select().from(chats).where(eq(chats.sender_id, visitor.id))).toEqual([]);
    });

    it(`refuses a blocked conversation either way and flags it in ${kind.urls.chats.replace('/api/', '')}`, async () => {
      const { owner, visitor, listing } = await cast();
      await say(visitor, owner, listing.id, 'hi');
      await s().db.insert(blocked_chat_users).values({ by_user_id: owner.id, user_id: visitor.id, reason: 'spam' });
      expectFailure(await say(owner, visitor, listing.id, 'x'), 403, 'You have blocked user', 'BLOCKED');
      expectFailure(await say(visitor, owner, listing.id, 'why?'), 403, 'You are blocked by user', 'BLOCKED');
      expect((await list(owner.token)).data[0]).toMatchObject({ is_blocked_by_me: true, is_blocked_by_user: false });
      expect((await list(visitor.token)).data[0]).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
      const stored = await s()
        .db.select()
        .from(chats)
        .where(and(eq(kind.column, listing.id), eq(chats.sender_id, visitor.id)));
      expect(stored).toHaveLength(1);
    });
  });

  return chat;
}
