// Project chat (get_project_chats, get_messages_project, send_project_message): the listing-chat suite
// (listing-chat.ts), and what only projects do.
import { PROJECT_CHAT_MESSAGES as M, projectChatSummary } from '@abode/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../src/db/schema.ts';
import type { TestServer } from './helpers.ts';
import { freshProject, freshProperty, startTestServer } from './helpers.ts';
import { listingChatSuite } from './listing-chat.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const chat = listingChatSuite(() => s, {
  noun: 'project',
  ref: 'project_id',
  column: chats.project_id,
  urls: { send: '/api/send_project_message', chats: '/api/get_project_chats', messages: '/api/get_messages_project' },
  title: /^Project /,
  summary: projectChatSummary,
  texts: { ownerOnly: M.ownerOnly, notFound: M.projectNotFound, notInterested: M.notInterested },
  listing: (app, ownerId, overrides) => freshProject(app, ownerId, overrides),
  interest: (app, token, id, on) =>
    app.post('/api/interested_users', token, { project_id: String(id), type: on ? '1' : '0' }),
});

describe('a conversation about a project', () => {
  it('keeps property and project conversations apart', async () => {
    const { owner, visitor, listing: project } = await chat.cast();
    const property = await freshProperty(s, owner.id);
    await s.post('/api/send_message', visitor.token, {
      receiver_id: String(owner.id),
      property_id: String(property.id),
      message: 'About the flat',
    });
    await chat.say(visitor, owner, project.id, 'About it');
    expect((await chat.propertyChats(visitor.token)).data).toEqual([
      expect.objectContaining({ property_id: property.id }),
    ]);
    expect((await chat.list(visitor.token)).data).toEqual([expect.objectContaining({ project_id: project.id })]);
    const page = (await chat.page(visitor.token, owner.id, project.id)).data;
    expect(page.data.map((m) => m.message)).toEqual(['About it']);
  });
});
