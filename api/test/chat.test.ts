import { chatConversation, chatSummary, envelope, messagePage } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocked_chat_users, chats, customers, propertys } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import {
  type FormFields,
  form,
  freshProperty,
  freshUser,
  startTestServer,
  TEST_PDF,
  testPicture,
  upload,
} from './helpers.ts';

let s: TestServer;
let ids: { user: number; agent: number; admin: number };
let tokens: { user: string; agent: string; admin: string };
beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.db.select({ id: customers.id, email: customers.email }).from(customers);
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id ?? 0;
  ids = { user: idOf(DEMO_ACCOUNTS.user), agent: idOf(DEMO_ACCOUNTS.agent), admin: idOf(DEMO_ACCOUNTS.admin) };
  tokens = {
    user: await s.login(DEMO_ACCOUNTS.user),
    agent: await s.login(DEMO_ACCOUNTS.agent),
    admin: await s.login(DEMO_ACCOUNTS.admin),
  };
});
afterAll(async () => {
  await s?.close();
});

const chatsAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });
const messagesAnswer = envelope.extend({
  data: messagePage,
  total_page: z.number().int(),
  conversation: chatConversation.nullable(),
});
// A WebM header (EBML magic) and some bytes: what the voice-note check accepts by content.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(400, 1)]);

const getChats = (token: string, query = '') => s.call(`/api/get_chats${query}`, { headers: { authorization: token } });
const getMessages = (token: string, userId: number, propertyId: number, extra = '') =>
  s.call(`/api/get_messages?user_id=${userId}&property_id=${propertyId}${extra}`, {
    headers: { authorization: token },
  });

const send = (token: string, fields: FormFields) => s.post('/api/send_message', token, fields);

async function aProperty(offset = 0): Promise<number> {
  const rows = await s.db.select({ id: propertys.id }).from(propertys).orderBy(propertys.id).limit(1).offset(offset);
  return rows[0]?.id ?? 0;
}

describe('auth', () => {
  it('answers 401 without a token on all three endpoints', async () => {
    const expected = { error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' };
    for (const r of [
      await s.call('/api/get_chats'),
      await s.call('/api/get_messages?user_id=1&property_id=1'),
      await s.call('/api/send_message', {
        method: 'POST',
        body: form({ receiver_id: '1', property_id: '1', message: 'hi' }),
      }),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject(expected);
    }
  });
});

describe('GET /api/get_chats', () => {
  it('lists the seeded conversations grouped by (other user, property), newest first, with unread counts', async () => {
    const r = await getChats(tokens.user);
    expect(r.status).toBe(200);
    const parsed = chatsAnswer.parse(r.body);
    expect(parsed).toMatchObject({ error: false, message: 'Data Fetch Successfully', total_page: 1 });
    expect(parsed.data).toHaveLength(2);
    const [latest, older] = parsed.data;
    expect(latest).toMatchObject({ user_id: ids.agent, name: 'Arjun Mehta', unread_count: 2, is_blocked_by_me: false });
    expect(older).toMatchObject({ user_id: ids.agent, unread_count: 0 });
    expect(latest?.property_id).not.toBe(older?.property_id);
    expect(Date.parse(latest?.date ?? '')).toBeGreaterThan(Date.parse(older?.date ?? ''));
    expect(latest?.title_image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    expect(latest?.profile).toMatch(/^http/);
    const [property] = await s.db
      .select()
      .from(propertys)
      .where(eq(propertys.id, latest?.property_id ?? 0));
    expect(latest?.title).toBe(property?.title);

    // The agent's side of the same conversations: their own unread counts.
    const agent = chatsAnswer.parse((await getChats(tokens.agent)).body);
    expect(agent.data.map((c) => [c.property_id, c.user_id, c.unread_count])).toEqual([
      [latest?.property_id, ids.user, 0],
      [older?.property_id, ids.user, 1],
    ]);
  });

  it('pages with page/per_page and total_page', async () => {
    const first = chatsAnswer.parse((await getChats(tokens.user, '?page=1&per_page=1')).body);
    const second = chatsAnswer.parse((await getChats(tokens.user, '?page=2&per_page=1')).body);
    const past = chatsAnswer.parse((await getChats(tokens.user, '?page=9&per_page=1')).body);
    expect(first.total_page).toBe(2);
    expect(second.total_page).toBe(2);
    expect(past).toMatchObject({ data: [], total_page: 2 });
    expect(first.data[0]?.property_id).not.toBe(second.data[0]?.property_id);
    const bad = await getChats(tokens.user, '?per_page=0');
    expect(bad.status).toBe(400);
  });

  it("is an empty success for someone without chats, and never shows other people's conversations", async () => {
    const r = await getChats(tokens.admin);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, data: [], total_page: 0 });
    const stranger = await freshUser(s);
    const seeded = chatsAnswer.parse((await getChats(tokens.user)).body).data[0]?.property_id ?? 0;
    const theirs = await getMessages(stranger.token, ids.agent, seeded);
    expect(theirs.status).toBe(200);
    expect(messagesAnswer.parse(theirs.body).data.data).toEqual([]);
    expect(chatsAnswer.parse((await getChats(stranger.token)).body).data).toEqual([]);
  });
});

describe('last message in the lists', () => {
  it('each conversation carries its latest message: text, photo, file or voice note, and who sent it', async () => {
    const me = await freshUser(s);
    const other = await freshUser(s);
    const property = await aProperty(3);
    const to = { receiver_id: String(other.id), property_id: String(property) };
    const latest = async () => chatsAnswer.parse((await getChats(me.token)).body).data[0]?.last_message;
    expect((await send(me.token, { ...to, message: 'Hello there' })).status).toBe(200);
    expect(await latest()).toEqual({ sender_id: me.id, message: 'Hello there', kind: 'text' });
    const photo = await send(other.token, {
      receiver_id: String(me.id),
      property_id: String(property),
      file: upload(await testPicture(40, 30, 'jpeg'), 'view.jpg'),
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect(await latest()).toEqual({ sender_id: other.id, message: '', kind: 'photo' });
    expect((await send(me.token, { ...to, message: 'The deed', file: upload(TEST_PDF, 'deed.pdf') })).status).toBe(200);
    expect(await latest()).toEqual({ sender_id: me.id, message: 'The deed', kind: 'file' });
    const voice = await send(me.token, { ...to, audio: upload(WEBM, 'note.webm', 'audio/webm') });
    expect(voice.status, JSON.stringify(voice.body)).toBe(200);
    expect(await latest()).toEqual({ sender_id: me.id, message: '', kind: 'voice' });
    // Deleting the latest shows the one before it.
    const id = Number(voice.body.id);
    expect((await s.post('/api/delete_chat_message', me.token, { message_id: String(id) })).status).toBe(200);
    expect(await latest()).toEqual({ sender_id: me.id, message: 'The deed', kind: 'file' });
  });
});

describe('GET /api/get_messages', () => {
  it('returns the conversation newest first as a paginator and marks received messages read', async () => {
    const fresh = await freshUser(s);
    const property = await aProperty(1);
    const other = await freshUser(s);
    for (const [from, to, text] of [
      [fresh, other, 'one'],
      [other, fresh, 'two'],
      [other, fresh, 'three'],
    ] as const) {
      const r = await send(from.token, { receiver_id: String(to.id), property_id: String(property), message: text });
      expect(r.status).toBe(200);
    }
    const before = chatsAnswer.parse((await getChats(fresh.token)).body);
    expect(before.data[0]).toMatchObject({ user_id: other.id, property_id: property, unread_count: 2 });

    const r = await getMessages(fresh.token, other.id, property, '&per_page=2');
    expect(r.status).toBe(200);
    const parsed = messagesAnswer.parse(r.body);
    expect(parsed.total_page).toBe(2);
    expect(parsed.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 });
    expect(parsed.data.next_page_url).toContain('page=2');
    expect(parsed.data.prev_page_url).toBeNull();
    expect(parsed.data.data.map((m) => m.message)).toEqual(['three', 'two']);
    expect(parsed.data.data[0]).toMatchObject({
      sender_id: other.id,
      receiver_id: fresh.id,
      chat_message_type: 'text',
    });

    const after = chatsAnswer.parse((await getChats(fresh.token)).body);
    expect(after.data[0]?.unread_count).toBe(0);
    // The other side's unread count is theirs: reading did not touch what `fresh` sent.
    const theirs = chatsAnswer.parse((await getChats(other.token)).body);
    expect(theirs.data[0]?.unread_count).toBe(1);

    const page2 = messagesAnswer.parse((await getMessages(fresh.token, other.id, property, '&per_page=2&page=2')).body);
    expect(page2.data.data.map((m) => m.message)).toEqual(['one']);
    expect(page2.data.prev_page_url).toContain('page=1');
  });

  it('names the other person, the listing and the blocks before the first message; null for an unknown user', async () => {
    const me = await freshUser(s);
    const owner = await freshUser(s, { name: 'Kavya Rao', profile: 'seed/avatars/riya-sharma.svg' });
    const listing = await freshProperty(s, owner, { title: 'Garden flat', title_image: 'seed/p.jpg' });
    let answer = messagesAnswer.parse((await getMessages(me.token, owner.id, listing.id)).body);
    expect(answer.data.total).toBe(0);
    expect(answer.conversation).toEqual({
      user: { id: owner.id, name: 'Kavya Rao', profile: expect.stringMatching(/riya-sharma\.svg$/) },
      listing: {
        id: listing.id,
        title: 'Garden flat',
        title_image: expect.stringMatching(/p\.jpg$/),
        slug_id: listing.slug_id,
      },
      is_blocked_by_me: false,
      is_blocked_by_user: false,
    });
    await s.db.insert(blocked_chat_users).values({ by_user_id: owner.id, user_id: me.id, reason: 'spam' });
    answer = messagesAnswer.parse((await getMessages(me.token, owner.id, listing.id)).body);
    expect(answer.conversation).toMatchObject({ is_blocked_by_me: false, is_blocked_by_user: true });
    answer = messagesAnswer.parse((await getMessages(owner.token, me.id, listing.id)).body);
    expect(answer.conversation).toMatchObject({
      user: { id: me.id },
      is_blocked_by_me: true,
      is_blocked_by_user: false,
    });
    expect(messagesAnswer.parse((await getMessages(me.token, 2_000_000_000, listing.id)).body).conversation).toBeNull();
  });

  it('requires user_id and property_id', async () => {
    const r = await s.call('/api/get_messages?property_id=1', { headers: { authorization: tokens.user } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, code: 'VALIDATION', message: 'user_id is required' });
  });
});

describe('POST /api/send_message', () => {
  it("stores a message from the token's user, ignoring a spoofed sender_id", async () => {
    const property = await aProperty();
    const r = await send(tokens.user, {
      sender_id: String(ids.admin),
      receiver_id: String(ids.agent),
      property_id: String(property),
      message: '  Can I see the floor plan?  ',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Data Store Successfully', id: expect.any(Number) });
    const [row] = await s.db
      .select()
      .from(chats)
      .where(eq(chats.id, Number(r.body.id)));
    expect(row).toMatchObject({
      sender_id: ids.user,
      receiver_id: ids.agent,
      property_id: property,
      message: 'Can I see the floor plan?',
      is_read: false,
    });
    await s.db.delete(chats).where(eq(chats.id, Number(r.body.id)));
  });

  it("says 'Please enter a message before sending.' word for word", async () => {
    const property = await aProperty();
    for (const message of [undefined, '', '   ']) {
      const fields: Record<string, string> = { receiver_id: String(ids.agent), property_id: String(property) };
      if (message !== undefined) fields.message = message;
      const r = await send(tokens.user, fields);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        error: true,
        message: 'Please enter a message before sending.',
        code: 'VALIDATION',
      });
    }
  });

  it('refuses a file that is not one by content, an unknown or own receiver and an unknown property', async () => {
    const property = await aProperty();
    const file = await send(tokens.user, {
      receiver_id: String(ids.agent),
      property_id: String(property),
      file: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    });
    expect(file.status).toBe(415);
    expect(file.body).toMatchObject({
      message: 'The file must be a JPEG, PNG, PDF, DOC or DOCX file.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const self = await send(tokens.user, {
      receiver_id: String(ids.user),
      property_id: String(property),
      message: 'me',
    });
    expect(self.status).toBe(400);
    const nobody = await send(tokens.user, { receiver_id: '999999', property_id: String(property), message: 'hi' });
    expect(nobody.status).toBe(404);
    const noProperty = await send(tokens.user, {
      receiver_id: String(ids.agent),
      property_id: '999999',
      message: 'hi',
    });
    expect(noProperty.status).toBe(404);
    const missing = await send(tokens.user, { message: 'hi' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('receiver_id is required');
  });

  it('refuses a blocked conversation either way with the upstream texts, and flags it in get_chats', async () => {
    const a = await freshUser(s);
    const b = await freshUser(s);
    const property = await aProperty(2);
    expect(
      (await send(a.token, { receiver_id: String(b.id), property_id: String(property), message: 'hi' })).status,
    ).toBe(200);
    await s.db.insert(blocked_chat_users).values({ by_user_id: a.id, user_id: b.id, reason: 'spam' });
    try {
      const mine = await send(a.token, { receiver_id: String(b.id), property_id: String(property), message: 'again' });
      expect(mine.status).toBe(403);
      expect(mine.body).toMatchObject({ error: true, message: 'You have blocked user', code: 'BLOCKED' });
      const theirs = await send(b.token, { receiver_id: String(a.id), property_id: String(property), message: 'why?' });
      expect(theirs.status).toBe(403);
      expect(theirs.body).toMatchObject({ error: true, message: 'You are blocked by user', code: 'BLOCKED' });
      expect(chatsAnswer.parse((await getChats(a.token)).body).data[0]).toMatchObject({
        is_blocked_by_me: true,
        is_blocked_by_user: false,
      });
      expect(chatsAnswer.parse((await getChats(b.token)).body).data[0]).toMatchObject({
        is_blocked_by_me: false,
        is_blocked_by_user: true,
      });
      const stored = await s.db
        .select()
        .from(chats)
        .where(and(eq(chats.sender_id, b.id), eq(chats.receiver_id, a.id)));
      expect(stored).toHaveLength(0);
    } finally {
      await s.db.delete(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, a.id));
    }
  });
});
