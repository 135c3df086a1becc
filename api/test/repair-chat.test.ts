// Repair-work chat (spec §3 "Chat message" with repair_works_id, §7): get_chats-by-repair,
// get_messages-by-repair, send-message-repair — the listing-chat suite (listing-chat.ts), as the project chat,
// and what only repair works do.
import { envelope, REPAIR_CHAT_MESSAGES as M, projectChatSummary, repairChatSummary } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chats } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, freshProject, freshRepairWork, startTestServer, upload } from './helpers.ts';
import { listingChatSuite } from './listing-chat.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const interest = (token: string, id: number, on: boolean) =>
  s.post('/api/repairworks_interested_users', token, { repairworks_id: String(id), type: on ? '1' : '0' });

const chat = listingChatSuite(() => s, {
  noun: 'repair work',
  ref: 'repair_works_id',
  column: chats.repair_works_id,
  urls: {
    send: '/api/send-message-repair',
    chats: '/api/get_chats-by-repair',
    messages: '/api/get_messages-by-repair',
  },
  title: /^Repair /,
  summary: repairChatSummary,
  texts: { ownerOnly: M.ownerOnly, notFound: M.repairNotFound, notInterested: M.notInterested },
  listing: (app, ownerId, overrides) => freshRepairWork(app, ownerId, overrides),
  interest: (_app, token, id, on) => interest(token, id, on),
});

const projectChatsAnswer = envelope.extend({ data: z.array(projectChatSummary), total_page: z.number().int() });

describe('a conversation about a repair work', () => {
  it('takes the rating spelling repairworks_id, and stays apart from project chats', async () => {
    const { owner, visitor, listing: repair } = await chat.cast();
    await chat.say(visitor, owner, repair.id, 'I can fix it tomorrow morning.');
    const r = await chat.send(owner.token, {
      receiver_id: String(visitor.id),
      repairworks_id: String(repair.id),
      message: 'Yes!',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const page = await s.get(
      `/api/get_messages-by-repair?user_id=${owner.id}&repairworks_id=${repair.id}&per_page=1`,
      visitor.token,
    );
    expect(page.body).toMatchObject({ total_page: 2, data: { data: [{ message: 'Yes!', project_id: null }] } });
    expect(projectChatsAnswer.parse((await s.get('/api/get_project_chats', owner.token)).body).data).toEqual([]);
  });

  it('keeps a project and a repair-work conversation with the same person apart', async () => {
    const { owner, visitor, listing: repair } = await chat.cast();
    const project = await freshProject(s, owner.id);
    await s.post('/api/send_project_message', visitor.token, {
      receiver_id: String(owner.id),
      project_id: String(project.id),
      message: 'About the towers',
    });
    await chat.say(visitor, owner, repair.id, 'About it');
    expect((await chat.list(visitor.token)).data).toEqual([expect.objectContaining({ repair_works_id: repair.id })]);
    const page = (await chat.page(visitor.token, owner.id, repair.id)).data;
    expect(page.data.map((m) => m.message)).toEqual(['About it']);
  });
});

describe('who may write', () => {
  it('keeps a conversation once started, though the interest is withdrawn and the work hidden', async () => {
    const { owner, visitor, listing: repair } = await chat.cast();
    await interest(visitor.token, repair.id, true);
    expect((await chat.say(owner, visitor, repair.id, 'Thanks for your interest')).status).toBe(200);
    await interest(visitor.token, repair.id, false);
    await s.postJson(`/api/admin/repair-works/${repair.id}/reject`, await s.login(DEMO_ACCOUNTS.admin), {
      reason: 'Closed',
    });
    const again = await chat.say(owner, visitor, repair.id, 'Still there?');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('refuses attachments that are not a picture or a document, as the other chats do', async () => {
    const { owner, visitor, listing: repair } = await chat.cast();
    expectFailure(
      await chat.send(visitor.token, {
        receiver_id: String(owner.id),
        repair_works_id: String(repair.id),
        message: 'see photo',
        file: upload(Buffer.from('x'), 'a.jpg'),
      }),
      415,
      'The file must be a JPEG, PNG, PDF, DOC or DOCX file.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await s.db.select().from(chats).where(eq(chats.sender_id, visitor.id))).toEqual([]);
  });

  it('goes with the repair work when its owner deletes it', async () => {
    const { owner, visitor, listing: repair } = await chat.cast();
    await chat.say(visitor, owner, repair.id, 'hi');
    expect((await s.post('/api/repairworks-delete', owner.token, { id: String(repair.id) })).status).toBe(200);
    expect(await s.db.select().from(chats).where(eq(chats.repair_works_id, repair.id))).toEqual([]);
    expect((await chat.list(visitor.token)).data).toEqual([]);
  });
});
