// The live stream (GET /api/events) end to end over real HTTP: messages arrive at once, attachments are stored
// privately and checked by content, deletions reach both sides, a reconnect with Last-Event-ID replays exactly
// what was missed; on PostgreSQL, a message sent through one instance reaches a stream held by another.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { chatMessage } from '@abode/shared/wire';
import { eq, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, propertys, user_events } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import {
  expectFailure,
  type FormFields,
  type FreshUser,
  freshUser,
  startTestServer,
  type TestServer,
  type Upload,
  upload,
} from './helpers.ts';
import { openStream as openLiveStream } from './live-kit.ts';

/** Opens a stream (live-kit) and reads its chat messages. */
async function openStream(url: string, token: string | null, lastEventId?: number) {
  const stream = await openLiveStream(url, token, lastEventId);
  const messages = () => stream.events.filter((e) => e.type === 'message').map((e) => chatMessage.parse(e.data));
  return { ...stream, messages };
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}
// The first bytes of a WebM (EBML) file as MediaRecorder writes it, padded.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(400, 1)]);

let s: TestServer;
let owner: FreshUser;
let buyer: FreshUser;
let property: number;
beforeAll(async () => {
  s = await startTestServer();
  owner = await freshUser(s);
  buyer = await freshUser(s);
  const [p] = await s.db.select({ id: propertys.id }).from(propertys).limit(1);
  property = p?.id ?? 0;
  await s.db.update(propertys).set({ added_by: owner.id }).where(eq(propertys.id, property));
});
afterAll(async () => {
  await s?.close();
});

const send = (
  server: TestServer,
  token: string,
  fields: { receiver_id: number; message?: string; file?: Upload; audio?: Upload },
) => {
  const { receiver_id, ...rest } = fields;
  const parts: FormFields = { receiver_id: String(receiver_id), property_id: String(property) };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) parts[k] = v;
  return server.post('/api/send_message', token, parts);
};

describe('GET /api/events', () => {
  it('refuses a visitor with the envelope, before any stream', async () => {
    const stream = await openStream(s.url, null);
    expect(stream.res.status).toBe(401);
    expect(await stream.res.json()).toMatchObject({ error: true, message: 'User is not authenticated' });
  });

  it('delivers a message to the receiver and to the sender’s other tab at once, and each only to them', async () => {
    const ownerStream = await openStream(s.url, owner.token);
    const buyerTab = await openStream(s.url, buyer.token);
    const stranger = await freshUser(s);
    const strangerStream = await openStream(s.url, stranger.token);
    await Promise.all(
      [ownerStream, buyerTab, strangerStream].map((x) => x.waitFor((e) => e.some((v) => v.type === 'ready'))),
    );
    expect(ownerStream.res.headers.get('content-type')).toContain('text/event-stream');

    const t0 = performance.now();
    const sent = await send(s, buyer.token, { receiver_id: owner.id, message: 'Is it still available?' });
    expect(sent.body).toMatchObject({ error: false });
    await ownerStream.waitFor((e) => e.some((v) => v.type === 'message'));
    const latency = performance.now() - t0;
    expect(latency).toBeLessThan(2_000);
    const [got] = ownerStream.messages();
    expect(got).toMatchObject({
      id: sent.body.id,
      sender_id: buyer.id,
      receiver_id: owner.id,
      property_id: property,
      message: 'Is it still available?',
      chat_message_type: 'text',
    });
    await buyerTab.waitFor((e) => e.some((v) => v.type === 'message'));
    expect(buyerTab.messages()[0]?.id).toBe(sent.body.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerStream.messages()).toEqual([]);
    await Promise.all([ownerStream.close(), buyerTab.close(), strangerStream.close()]);
  });

  it('replays exactly what a reconnecting client missed (Last-Event-ID), once', async () => {
    const first = await openStream(s.url, owner.token);
    await first.waitFor((e) => e.some((v) => v.type === 'ready'));
    await send(s, buyer.token, { receiver_id: owner.id, message: 'one' });
    await first.waitFor((e) => e.some((v) => v.type === 'message' && v.data.message === 'one'));
    const seen = first.events.filter((e) => e.type === 'message').at(-1)?.id ?? 0;
    await first.close();

    // Away: two messages arrive meanwhile.
    await send(s, buyer.token, { receiver_id: owner.id, message: 'two' });
    await send(s, buyer.token, { receiver_id: owner.id, message: 'three' });

    const again = await openStream(s.url, owner.token, seen);
    await again.waitFor((e) => e.some((v) => v.type === 'ready'));
    expect(again.messages().map((m) => m.message)).toEqual(['two', 'three']);
    await send(s, buyer.token, { receiver_id: owner.id, message: 'four' });
    await again.waitFor((e) => e.some((v) => v.type === 'message' && v.data.message === 'four'));
    const ids = again.events.filter((e) => e.type === 'message').map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    await again.close();

    // A client too far behind (below what is kept) is told to reload.
    await s.db.delete(user_events).where(lte(user_events.id, seen));
    const stale = await openStream(s.url, owner.token, 1);
    await stale.waitFor((e) => e.some((v) => v.type === 'ready'));
    expect(stale.events.some((e) => e.type === 'reset')).toBe(true);
    await stale.close();
  });

  it('sends a photo, a document and a voice note privately; refuses bad files and writes nothing', async () => {
    const ownerStream = await openStream(s.url, owner.token);
    await ownerStream.waitFor((e) => e.some((v) => v.type === 'ready'));
    const photo = await send(s, buyer.token, {
      receiver_id: owner.id,
      message: 'the front',
      file: upload(await png(), 'front.png', 'image/png'),
    });
    expect(photo.status).toBe(200);
    const voice = await send(s, buyer.token, { receiver_id: owner.id, audio: upload(WEBM, 'note.webm', 'audio/webm') });
    expect(voice.status).toBe(200);
    await ownerStream.waitFor((e) => e.filter((v) => v.type === 'message').length >= 2);
    const [m1, m2] = ownerStream.messages();
    expect(m1?.chat_message_type).toBe('file_and_text');
    expect(m2?.chat_message_type).toBe('audio');
    expect(m1?.file).toMatch(/\/uploads\/private\/chat\/files\/[0-9a-f]{32}\.png\?expires=\d+&signature=/);
    // The signed URL serves it; the bare path does not.
    const signed = await fetch(m1?.file ?? '');
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    const audio = await fetch(m2?.audio ?? '');
    expect(audio.headers.get('content-type')).toBe('audio/webm');
    expect((await fetch(m1?.file.split('?')[0] ?? '')).status).toBe(404);
    await ownerStream.close();

    const before = await s.db.select({ id: chats.id }).from(chats);
    const base = { receiver_id: owner.id };
    expectFailure(
      await send(s, buyer.token, { ...base, file: upload(Buffer.from('MZ not a picture'), 'x.png', 'image/png') }),
      415,
      'The file must be a JPEG, PNG, PDF, DOC or DOCX file.',
    );
    expectFailure(
      await send(s, buyer.token, { ...base, file: upload(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 'big.jpg') }),
      413,
      'The file must be at most 2 MB.',
    );
    expectFailure(
      await send(s, buyer.token, { ...base, audio: upload(Buffer.from('just some text, not audio'), 'a.webm') }),
      415,
      'The voice note must be a WebM, Ogg, MP3 or M4A recording.',
    );
    expectFailure(
      await send(s, buyer.token, {
        ...base,
        file: upload(await png(), 'a.png', 'image/png'),
        audio: upload(WEBM, 'a.webm'),
      }),
      400,
      'Please send a file or a voice note, not both.',
    );
    expect(await s.db.select({ id: chats.id }).from(chats)).toHaveLength(before.length);
  });

  it('pushes a notification to the reader’s open stream with their unread count', async () => {
    const reader = await freshUser(s);
    const stream = await openStream(s.url, reader.token);
    await stream.waitFor((e) => e.some((v) => v.type === 'ready'));
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const sent = await s.postJson('/api/admin/notifications', admin, {
      title: 'Hello',
      message: 'Welcome aboard',
      send_type: 'one',
      user_id: reader.id,
    });
    expect(sent.status).toBe(200);
    await stream.waitFor((e) => e.some((v) => v.type === 'notification'));
    const event = stream.events.find((e) => e.type === 'notification');
    expect(event?.data).toMatchObject({ notification: { title: 'Hello', is_read: false }, unread: 1 });
    await stream.close();
  });

  it('delete_chat_message: only the sender, gone for both sides live, with its file', async () => {
    const ownerStream = await openStream(s.url, owner.token);
    const buyerStream = await openStream(s.url, buyer.token);
    await Promise.all([ownerStream, buyerStream].map((x) => x.waitFor((e) => e.some((v) => v.type === 'ready'))));
    const sent = await send(s, buyer.token, {
      receiver_id: owner.id,
      message: 'oops',
      file: upload(await png(), 'oops.png', 'image/png'),
    });
    const id = Number(sent.body.id);
    const [row] = await s.db.select().from(chats).where(eq(chats.id, id));
    const stored = new LocalStorage(join(s.dataDir, 'uploads'));
    expect(await stored.exists(row?.file ?? '')).toBe(true);

    expectFailure(
      await s.post('/api/delete_chat_message', owner.token, { message_id: String(id) }),
      403,
      'You can only delete your own messages',
    );
    expectFailure(
      await s.post('/api/delete_chat_message', buyer.token, { message_id: '99999999' }),
      404,
      'Message not found',
    );
    expectFailure(await s.post('/api/delete_chat_message', buyer.token, {}), 400, 'message_id is required');
    expectFailure(await s.post('/api/delete_chat_message', null, { message_id: String(id) }), 401);

    const gone = await s.post('/api/delete_chat_message', buyer.token, { message_id: String(id) });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ error: false, message: 'Message deleted successfully', data: { ids: [id] } });
    for (const stream of [ownerStream, buyerStream]) {
      await stream.waitFor((e) => e.some((v) => v.type === 'message_deleted' && v.data.id === id));
    }
    expect(await s.db.select().from(chats).where(eq(chats.id, id))).toEqual([]);
    expect(await stored.exists(row?.file ?? '')).toBe(false);
    await Promise.all([ownerStream.close(), buyerStream.close()]);
  });
});

/** A port nothing listens on now (the system picks it), for a child process to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node src/main.ts` on `port` against `databaseUrl`; resolves once it answers. */
async function startProcess(databaseUrl: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/web-settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > until) throw new Error(`API process did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.runIf(Boolean(process.env.DATABASE_URL))('two API processes on one PostgreSQL', () => {
  it('a message sent through process A reaches a stream held by process B (LISTEN/NOTIFY)', async () => {
    const current = await s.db.execute(sql`select current_database() as db`);
    const name = (current as unknown as { rows: { db: string }[] }).rows[0]?.db;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const [portA, portB] = [await freePort(), await freePort()];
    const [a, b] = await Promise.all([
      startProcess(url.toString(), portA, join(s.dataDir, 'a')),
      startProcess(url.toString(), portB, join(s.dataDir, 'b')),
    ]);
    const sendThrough = (port: number, message: string) => {
      const f = new FormData();
      f.set('receiver_id', String(owner.id));
      f.set('property_id', String(property));
      f.set('message', message);
      return fetch(`http://127.0.0.1:${port}/api/send_message`, {
        method: 'POST',
        headers: { authorization: buyer.token },
        body: f,
      });
    };
    try {
      const onB = await openStream(`http://127.0.0.1:${portB}`, owner.token);
      await onB.waitFor((e) => e.some((v) => v.type === 'ready'));
      const t0 = performance.now();
      expect((await sendThrough(portA, 'across processes')).status).toBe(200);
      await onB.waitFor((e) => e.some((v) => v.type === 'message' && v.data.message === 'across processes'));
      expect(performance.now() - t0).toBeLessThan(2_000);
      // Process B restarts: the client reconnects (to A here) with its Last-Event-ID and misses nothing.
      const last = onB.events.at(-1)?.id ?? 0;
      await onB.close();
      await stopProcess(b);
      expect((await sendThrough(portA, 'while B was down')).status).toBe(200);
      const onA = await openStream(`http://127.0.0.1:${portA}`, owner.token, last);
      await onA.waitFor((e) => e.some((v) => v.type === 'ready'));
      expect(onA.messages().map((m) => m.message)).toEqual(['while B was down']);
      await onA.close();
    } finally {
      await Promise.all([stopProcess(a), stopProcess(b)]);
    }
  }, 60_000);
});
