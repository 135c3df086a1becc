// Pictures sent in chat are checked like every other photo (lib/uploads.ts), in all three kinds of chat
// (property, project, repair work): decoded, at most 40 megapixels, re-encoded without metadata. A refused
// picture leaves neither a message row nor a file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../src/db/schema.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import {
  expectFailure,
  type FreshUser,
  freshProject,
  freshProperty,
  freshRepairWork,
  freshUser,
  startTestServer,
  type TestServer,
  upload,
} from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A well-formed PNG header declaring `width`×`height` RGB pixels, with one row of image data: ~100 bytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A noisy JPEG (does not compress away), with EXIF naming a GPS position when `gps`. */
async function jpeg(gps = false): Promise<Buffer> {
  const img = sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#3a7',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
  return gps
    ? img
        .withExif({
          IFD0: { Make: 'Abode test camera' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '25/1 12/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '55/1 16/1 0/1',
          },
        })
        .jpeg()
        .toBuffer()
    : img.jpeg().toBuffer();
}

const KINDS = [
  { noun: 'property', url: '/api/send_message', ref: 'property_id' },
  { noun: 'project', url: '/api/send_project_message', ref: 'project_id' },
  { noun: 'repair work', url: '/api/send-message-repair', ref: 'repair_works_id' },
] as const;

/** An owner, a visitor allowed to write to them, and the listing the conversation is about. */
async function conversation(kind: (typeof KINDS)[number]) {
  const owner = await freshUser(s);
  const visitor = await freshUser(s);
  let listingId: number;
  if (kind.noun === 'property') listingId = (await freshProperty(s, owner.id)).id;
  else if (kind.noun === 'project') {
    listingId = (await freshProject(s, owner.id)).id;
    await s.post('/api/interested_users', visitor.token, { project_id: String(listingId), type: '1' });
  } else {
    listingId = (await freshRepairWork(s, owner.id)).id;
    await s.post('/api/repairworks_interested_users', visitor.token, { repairworks_id: String(listingId), type: '1' });
  }
  const send = (from: FreshUser, to: FreshUser, file: Buffer, name: string) =>
    s.post(kind.url, from.token, {
      receiver_id: String(to.id),
      [kind.ref]: String(listingId),
      file: upload(file, name, name.endsWith('.png') ? 'image/png' : 'image/jpeg'),
    });
  return { owner, visitor, send };
}

const chatFilesDir = () => join(s.dataDir, 'uploads', 'private', 'chat', 'files');
const storedChatFiles = () => {
  try {
    return readdirSync(chatFilesDir()).sort();
  } catch {
    return [];
  }
};
const messageCount = async () => (await s.db.select({ id: chats.id }).from(chats)).length;

describe.each(KINDS)('a picture in a $noun chat', (kind) => {
  it('is refused when it declares 50000×50000 pixels, in a file of a hundred bytes', async () => {
    const { owner, visitor, send } = await conversation(kind);
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(130);
    const [rows, files] = [await messageCount(), storedChatFiles()];
    expectFailure(await send(visitor, owner, bomb, 'huge.png'), 400, 'Photos must be at most 40 megapixels.');
    expect(await messageCount()).toBe(rows);
    expect(storedChatFiles()).toEqual(files);
  });

  it('is refused when truncated or undecodable', async () => {
    const { owner, visitor, send } = await conversation(kind);
    const whole = await jpeg();
    const [rows, files] = [await messageCount(), storedChatFiles()];
    for (const broken of [
      whole.subarray(0, Math.floor(whole.length / 2)),
      // A JPEG signature over bytes that are no JPEG.
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 0x41)]),
    ]) {
      expectFailure(
        await send(visitor, owner, broken, 'broken.jpg'),
        415,
        'The file must be a JPEG, PNG, PDF, DOC or DOCX file.',
      );
    }
    expect(await messageCount()).toBe(rows);
    expect(storedChatFiles()).toEqual(files);
  });

  it('is stored re-encoded, without its EXIF (GPS position, camera)', async () => {
    const { owner, visitor, send } = await conversation(kind);
    const original = await jpeg(true);
    expect((await sharp(original).metadata()).exif?.includes('Abode test camera')).toBe(true);
    const sent = await send(visitor, owner, original, 'holiday.jpg');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await s.db
      .select()
      .from(chats)
      .where(eq(chats.id, Number(sent.body.id)));
    expect(row?.file).toMatch(/^private\/chat\/files\/[0-9a-f]{32}\.jpg$/);
    const stored = await new LocalStorage(join(s.dataDir, 'uploads')).read(row?.file ?? '');
    if (!stored) throw new Error('the picture was not stored');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Abode test camera')).toBe(false);
    expect(stored.equals(original)).toBe(false);
  });
});

describe('pictures of any size from 1×1', () => {
  it('takes a small PNG (a chat picture is not held to the listing photos’ 120×120)', async () => {
    const { owner, visitor, send } = await conversation(KINDS[0]);
    const tiny = await sharp({ create: { width: 40, height: 24, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const sent = await send(visitor, owner, tiny, 'icon.png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await s.db
      .select()
      .from(chats)
      .where(eq(chats.id, Number(sent.body.id)));
    const stored = await new LocalStorage(join(s.dataDir, 'uploads')).read(row?.file ?? '');
    expect(await sharp(stored ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: 'png', width: 40, height: 24 });
  });
});
