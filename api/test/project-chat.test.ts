import {
  chatSummary,
  envelope,
  PROJECT_CHAT_MESSAGES as M,
  MESSAGE_REQUIRED,
  messagePage,
  projectChatSummary,
} from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocked_chat_users, chats } from '../src/db/schema.ts';
import type { FormFields, TestServer } from './helpers.ts';
import { expectFailure, freshProject, freshProperty, freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const projectChatsAnswer = envelope.extend({ data: z.array(projectChatSummary), total_page: z.number().int() });
const chatsAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });
const messagesAnswer = envelope.extend({ data: messagePage, total_page: z.number().int() });

const send = (token: string, fields: FormFields) => s.post('/api/send_project_message', token, fields);
const projectChats = async (token: string) =>
  projectChatsAnswer.parse((await s.get('/api/get_project_chats', token)).body);
const messages = (token: string, userId: number, projectId: number, extra = '') =>
  s.get(`/api/get_messages_project?user_id=${userId}&project_id=${projectId}${extra}`, token);

/** A project owner, a visitor and the owner's visible project. */
async function cast() {
  const owner = await freshUser(s);
  const visitor = await freshUser(s);
  const project = await freshProject(s, owner.id);
  return { owner, visitor, project };
}

describe('token first', () => {
  it('answers 401 without a token on the three endpoints, even with a bad input', async () => {
    for (const r of [
      await s.get('/api/get_project_chats?page=0'),
      await s.get('/api/get_messages_project'),
      await s.post('/api/send_project_message', null, {}),
    ]) {
      expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
    }
  });
});

describe('a conversation about a project', () => {
  it('runs between a visitor and the owner, with unread counts, apart from property chats', async () => {
    const { owner, visitor, project } = await cast();
    let r = await send(visitor.token, {
      sender_id: String(owner.id), // ignored: the sender is the token's user
      receiver_id: String(owner.id),
      project_id: String(project.id),
      message: 'Is the tower C still available?',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Data Store Successfully', id: expect.any(Number) });

    const ownerList = await projectChats(owner.token);
    expect(ownerList.total_page).toBe(1);
    expect(ownerList.data).toEqual([
      expect.objectContaining({ project_id: project.id, user_id: visitor.id, unread_count: 1 }),
    ]);
    expect(ownerList.data[0]?.title).toMatch(/^Project /);
    expect((await projectChats(visitor.token)).data).toEqual([
      expect.objectContaining({ project_id: project.id, user_id: owner.id, unread_count: 0 }),
    ]);
    // get_chats stays the property list (README "Chat").
    expect(chatsAnswer.parse((await s.get('/api/get_chats', owner.token)).body).data).toEqual([]);

    // Reading marks it read; messages carry the project.
    r = await messages(owner.token, visitor.id, project.id);
    const page = messagesAnswer.parse(r.body).data;
    expect(page).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      sender_id: visitor.id,
      receiver_id: owner.id,
      project_id: project.id,
      property_id: null,
      message: 'Is the tower C still available?',
      chat_message_type: 'text',
    });
    expect(page.first_page_url).toContain(`/api/get_messages_project?user_id=${visitor.id}&project_id=${project.id}`);
    expect((await projectChats(owner.token)).data[0]?.unread_count).toBe(0);

    // The owner replies; the visitor sees both, newest first, paged.
    r = await send(owner.token, { receiver_id: String(visitor.id), project_id: String(project.id), message: 'Yes!' });
    expect(r.status).toBe(200);
    r = await messages(visitor.token, owner.id, project.id, '&per_page=1');
    const first = messagesAnswer.parse(r.body);
    expect(first.total_page).toBe(2);
    expect(first.data.data.map((m) => m.message)).toEqual(['Yes!']);
    expect(first.data.next_page_url).toContain('page=2');
  });

  it('keeps property and project conversations apart', async () => {
    const { owner, visitor, project } = await cast();
    const property = await freshProperty(s, owner.id);
    await s.post('/api/send_message', visitor.token, {
      receiver_id: String(owner.id),
      property_id: String(property.id),
      message: 'About the flat',
    });
    await send(visitor.token, { receiver_id: String(owner.id), project_id: String(project.id), message: 'About it' });
    expect(chatsAnswer.parse((await s.get('/api/get_chats', visitor.token)).body).data).toEqual([
      expect.objectContaining({ property_id: property.id }),
    ]);
    expect((await projectChats(visitor.token)).data).toEqual([expect.objectContaining({ project_id: project.id })]);
    const projectPage = messagesAnswer.parse((await messages(visitor.token, owner.id, project.id)).body).data;
    expect(projectPage.data.map((m) => m.message)).toEqual(['About it']);
  });
});

describe('who may write', () => {
  it('lets a visitor write only to the owner of a visible project', async () => {
    const { owner, visitor, project } = await cast();
    const stranger = await freshUser(s);
    expectFailure(
      await send(visitor.token, { receiver_id: String(stranger.id), project_id: String(project.id), message: 'hi' }),
      403,
      M.ownerOnly,
    );
    const hidden = await freshProject(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(
      await send(visitor.token, { receiver_id: String(owner.id), project_id: String(hidden.id), message: 'hi' }),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await send(visitor.token, { receiver_id: String(owner.id), project_id: '999999', message: 'hi' }),
      404,
      M.projectNotFound,
    );
  });

  it('lets the owner write to an interested user or one who wrote, nobody else', async () => {
    const { owner, visitor, project } = await cast();
    const stranger = await freshUser(s);
    expectFailure(
      await send(owner.token, { receiver_id: String(stranger.id), project_id: String(project.id), message: 'Offer' }),
      403,
      M.notInterested,
    );
    await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' });
    const r = await send(owner.token, {
      receiver_id: String(visitor.id),
      project_id: String(project.id),
      message: 'Thanks for your interest',
    });
    expect(r.status).toBe(200);
    expect((await projectChats(visitor.token)).data[0]).toMatchObject({ user_id: owner.id, unread_count: 1 });
  });

  it('validates the body with the spec texts', async () => {
    const { owner, visitor, project } = await cast();
    expectFailure(
      await send(visitor.token, { receiver_id: String(owner.id), project_id: String(project.id), message: '  ' }),
      400,
      MESSAGE_REQUIRED,
    );
    expectFailure(
      await send(visitor.token, { receiver_id: String(owner.id), message: 'hi' }),
      400,
      'project_id is required',
    );
    expectFailure(
      await send(visitor.token, { project_id: String(project.id), message: 'hi' }),
      400,
      'receiver_id is required',
    );
    expectFailure(
      await send(visitor.token, { receiver_id: String(visitor.id), project_id: String(project.id), message: 'hi' }),
      400,
      'You cannot send a message to yourself.',
    );
    expectFailure(
      await send(visitor.token, { receiver_id: '999999', project_id: String(project.id), message: 'hi' }),
      404,
      'User not found',
    );
    expectFailure(await messages(visitor.token, owner.id, 0), 400);
    expectFailure(
      await s.get(`/api/get_messages_project?project_id=${project.id}`, visitor.token),
      400,
      'user_id is required',
    );
  });

  it('refuses a blocked conversation either way and flags it in get_project_chats', async () => {
    const { owner, visitor, project } = await cast();
    await send(visitor.token, { receiver_id: String(owner.id), project_id: String(project.id), message: 'hi' });
    await s.db.insert(blocked_chat_users).values({ by_user_id: owner.id, user_id: visitor.id, reason: 'spam' });
    expectFailure(
      await send(owner.token, { receiver_id: String(visitor.id), project_id: String(project.id), message: 'x' }),
      403,
      'You have blocked user',
      'BLOCKED',
    );
    expectFailure(
      await send(visitor.token, { receiver_id: String(owner.id), project_id: String(project.id), message: 'why?' }),
      403,
      'You are blocked by user',
      'BLOCKED',
    );
    expect((await projectChats(owner.token)).data[0]).toMatchObject({
      is_blocked_by_me: true,
      is_blocked_by_user: false,
    });
    expect((await projectChats(visitor.token)).data[0]).toMatchObject({
      is_blocked_by_me: false,
      is_blocked_by_user: true,
    });
    const stored = await s.db
      .select()
      .from(chats)
      .where(and(eq(chats.project_id, project.id), eq(chats.sender_id, visitor.id)));
    expect(stored).toHaveLength(1);
  });
});
