// Uploads left behind by a crash: writes are whole or absent (LocalStorage.put), and the sweeper removes
// files no row names once they are old enough — with a fake store, against the real reference columns, and
// around a real API process killed with SIGKILL in the middle of uploads.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import {
  assign_parameters,
  bank_receipt_files,
  chats,
  customers,
  packages,
  parameters,
  payment_transactions,
  properties_documents,
  property_images,
  propertys,
  verify_customer_values,
} from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { referencedKeys, type UploadFolder, uploadFolders } from '../src/storage/references.ts';
import { isPartialWrite, LocalStorage, type Storage, type StoredFile } from '../src/storage/storage.ts';
import { sweepUploads } from '../src/storage/sweeper.ts';
import { startChildApi } from './child-api.ts';
import type { TestServer } from './helpers.ts';
import { createPgDatabase, startTestServer } from './helpers.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-01T12:00:00Z');

/** An in-memory store: the test double of Storage. */
class FakeStorage implements Storage {
  readonly localRoot = undefined;
  readonly files = new Map<string, { data: Buffer; modifiedMs: number }>();
  readonly refuse = new Set<string>();

  add(key: string, ageMs: number) {
    this.files.set(key, { data: Buffer.from(key), modifiedMs: NOW - ageMs });
  }
  async put(key: string, data: Buffer) {
    this.files.set(key, { data, modifiedMs: Date.now() });
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async read(key: string) {
    return this.files.get(key)?.data ?? null;
  }
  async remove(key: string) {
    if (this.refuse.has(key)) throw new Error('EACCES');
    this.files.delete(key);
  }
  async *list(prefix: string): AsyncIterable<StoredFile> {
    for (const [key, f] of this.files) if (key.startsWith(prefix)) yield { key, modifiedMs: f.modifiedMs };
  }
}

describe('sweepUploads (fake store)', () => {
  const folders: UploadFolder[] = [
    { prefix: 'profiles/', columns: [] },
    { prefix: 'properties/', columns: [] },
  ];
  const refs: Record<string, string[]> = {
    'profiles/': ['profiles/kept.jpg'],
    'properties/': ['properties/images/cover.jpg', 'properties/docs/plan.pdf'],
  };
  const referenced = async (f: UploadFolder) => new Set(refs[f.prefix] ?? []);

  it('removes old files no row names, and nothing else', async () => {
    const store = new FakeStorage();
    store.add('profiles/kept.jpg', 2 * HOUR);
    store.add('profiles/orphan.jpg', 2 * HOUR);
    store.add('profiles/young-orphan.jpg', 10 * 60_000);
    store.add('properties/images/cover.jpg', 5 * HOUR);
    store.add('properties/docs/plan.pdf', 5 * HOUR);
    store.add('properties/images/orphan.png', 5 * HOUR);
    store.add('properties-elsewhere/orphan.png', 5 * HOUR);
    store.add('seed/photos/a.jpg', 50 * HOUR);
    store.add('private/other/secret.pdf', 50 * HOUR);
    const summary = await sweepUploads({ storage: store, folders, referenced, olderThanMs: HOUR, now: NOW });
    expect(summary.removed.sort()).toEqual(['profiles/orphan.jpg', 'properties/images/orphan.png']);
    expect(summary.scanned).toBe(9);
    expect([...store.files.keys()].sort()).toEqual([
      'private/other/secret.pdf',
      'profiles/kept.jpg',
      'profiles/young-orphan.jpg',
      'properties-elsewhere/orphan.png',
      'properties/docs/plan.pdf',
      'properties/images/cover.jpg',
      'seed/photos/a.jpg',
    ]);
  });

  it('removes old interrupted writes anywhere, young ones not', async () => {
    const store = new FakeStorage();
    store.add('seed/photos/.a.jpg.0123456789ab.partial', 2 * HOUR);
    store.add('profiles/.b.jpg.abcdefabcdef.partial', 2 * HOUR);
    store.add('profiles/.c.jpg.abcdefabcdef.partial', 60_000);
    const summary = await sweepUploads({ storage: store, folders, referenced, olderThanMs: HOUR, now: NOW });
    expect(summary.removed.sort()).toEqual([
      'profiles/.b.jpg.abcdefabcdef.partial',
      'seed/photos/.a.jpg.0123456789ab.partial',
    ]);
    expect([...store.files.keys()]).toEqual(['profiles/.c.jpg.abcdefabcdef.partial']);
  });

  it('asks for references only of folders with candidates, and reports failed removals', async () => {
    const store = new FakeStorage();
    store.add('profiles/orphan.jpg', 2 * HOUR);
    store.add('profiles/stuck.jpg', 2 * HOUR);
    store.refuse.add('profiles/stuck.jpg');
    const asked: string[] = [];
    const summary = await sweepUploads({
      storage: store,
      folders,
      referenced: async (f) => {
        asked.push(f.prefix);
        return referenced(f);
      },
      olderThanMs: HOUR,
      now: NOW,
    });
    expect(asked).toEqual(['profiles/']);
    expect(summary.removed).toEqual(['profiles/orphan.jpg']);
    expect(summary.failed).toEqual(['profiles/stuck.jpg']);
  });

  it('removes nothing when the references cannot be read', async () => {
    const store = new FakeStorage();
    store.add('profiles/orphan.jpg', 2 * HOUR);
    await expect(
      sweepUploads({
        storage: store,
        folders,
        referenced: async () => {
          throw new Error('database down');
        },
        olderThanMs: HOUR,
        now: NOW,
      }),
    ).rejects.toThrow('database down');
    expect(store.files.has('profiles/orphan.jpg')).toBe(true);
  });
});

describe('LocalStorage', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'abode-storage-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes whole files under their key and leaves no partial write behind', async () => {
    const store = new LocalStorage(root);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.put('profiles/same.jpg', Buffer.alloc(100_000 + i, i))),
    );
    await store.put('properties/images/a.jpg', Buffer.from('a'));
    expect(readdirSync(join(root, 'profiles'))).toEqual(['same.jpg']);
    const data = await store.read('profiles/same.jpg');
    expect(data?.length).toBeGreaterThanOrEqual(100_000);
    // One of the ten writes, whole: every byte is its index.
    expect(new Set(data).size).toBe(1);
    expect(await store.read('profiles/missing.jpg')).toBeNull();
  });

  it('lists files by prefix with their write time', async () => {
    const store = new LocalStorage(root);
    await store.put('seed/x.svg', Buffer.from('x'));
    const all: StoredFile[] = [];
    for await (const f of store.list('')) all.push(f);
    expect(all.map((f) => f.key).sort()).toEqual(['profiles/same.jpg', 'properties/images/a.jpg', 'seed/x.svg']);
    for (const f of all) expect(Math.abs(Date.now() - f.modifiedMs)).toBeLessThan(60_000);
    const some: string[] = [];
    for await (const f of store.list('properties/')) some.push(f.key);
    expect(some).toEqual(['properties/images/a.jpg']);
    const none: string[] = [];
    for await (const f of store.list('nowhere/')) none.push(f.key);
    expect(none).toEqual([]);
  });

  it('names interrupted writes so the sweeper knows them', () => {
    expect(isPartialWrite('profiles/.a.jpg.0123456789ab.partial')).toBe(true);
    expect(isPartialWrite('.a.jpg.0123456789ab.partial')).toBe(true);
    expect(isPartialWrite('profiles/a.jpg')).toBe(false);
    expect(isPartialWrite('profiles/a.partial')).toBe(false);
  });
});

/** Writes a file under the store with a given age. */
function plant(root: string, key: string, ageMs = 2 * HOUR) {
  const p = join(root, key);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, key);
  const t = new Date(Date.now() - ageMs);
  utimesSync(p, t, t);
}

/** Every file under the store, as keys. */
function keysUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) =>
      join(d.parentPath, d.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    );
}

describe('sweepUploads over the reference columns (real database)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps every file a row names, in every listed column, and removes the rest', async () => {
    const root = join(s.dataDir, 'uploads');
    const db = s.db;
    const [user] = await db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    const [property] = await db.select().from(propertys).limit(1);
    const [param] = await db.select().from(parameters).limit(1);
    const [answer] = await db.select().from(verify_customer_values).limit(1);
    if (!user || !property || !param || !answer) throw new Error('seed is missing rows');

    const named = {
      profile: 'profiles/named.jpg',
      title: 'properties/images/title.jpg',
      threeD: 'properties/images/3d.jpg',
      meta: 'properties/images/meta.jpg',
      gallery: 'properties/images/gallery.jpg',
      doc: 'properties/docs/plan.pdf',
      param: 'properties/docs/param.pdf',
      document: 'private/verification/1/named.pdf',
    };
    await db.update(customers).set({ profile: named.profile }).where(eq(customers.id, user.id));
    await db
      .update(propertys)
      .set({ title_image: named.title, three_d_image: named.threeD, meta_image: named.meta })
      .where(eq(propertys.id, property.id));
    await db.insert(property_images).values({ propertys_id: property.id, image: named.gallery });
    await db.insert(properties_documents).values({ property_id: property.id, name: named.doc });
    await db.insert(assign_parameters).values({
      modal_id: property.id,
      property_id: property.id,
      parameter_id: param.id,
      value: named.param,
    });
    await db
      .update(verify_customer_values)
      .set({ value: named.document })
      .where(eq(verify_customer_values.id, answer.id));

    const orphans = [
      'profiles/orphan.jpg',
      'properties/images/orphan.jpg',
      'properties/docs/orphan.pdf',
      'private/verification/1/orphan.pdf',
      'verification/2/orphan.pdf',
      'profiles/.named.jpg.0123456789ab.partial',
    ];
    const untouchable = ['seed/photos/unnamed.jpg', 'private/elsewhere/unknown.bin', 'chat/unknown.bin'];
    for (const key of [...Object.values(named), ...orphans, ...untouchable]) plant(root, key);
    plant(root, 'profiles/young-orphan.jpg', 60_000);
    const before = keysUnder(root);

    const summary = await sweepUploads({
      storage: new LocalStorage(root),
      folders: uploadFolders(),
      referenced: (folder) => referencedKeys(db, folder),
      olderThanMs: HOUR,
    });
    expect(summary.removed.sort()).toEqual([...orphans].sort());
    expect(keysUnder(root).sort()).toEqual(before.filter((k) => !orphans.includes(k)).sort());
  });

  it('sweeps the private folders too: chat files, voice notes, bank receipts and verification documents', async () => {
    const root = join(s.dataDir, 'uploads');
    const db = s.db;
    const [user] = await db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    const [agent] = await db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    const [pkg] = await db.select().from(packages).limit(1);
    const [answer] = await db.select().from(verify_customer_values).limit(1);
    if (!user || !agent || !pkg || !answer) throw new Error('seed is missing rows');

    const named = {
      chatFile: 'private/chat/files/named.pdf',
      voice: 'private/chat/audio/named.webm',
      receipt: `private/receipts/${user.id}/named.png`,
      document: 'private/verification/3/named-doc.pdf',
    };
    await db.insert(chats).values([
      { sender_id: user.id, receiver_id: agent.id, file: named.chatFile },
      { sender_id: agent.id, receiver_id: user.id, audio: named.voice },
    ]);
    const [tx] = await db
      .insert(payment_transactions)
      .values({
        user_id: user.id,
        package_id: pkg.id,
        amount: 10,
        currency: 'USD',
        payment_gateway: 'bank transfer',
        payment_type: 'bank transfer',
        payment_status: 'review',
      })
      .returning({ id: payment_transactions.id });
    if (!tx) throw new Error('no transaction');
    await db.insert(bank_receipt_files).values({ payment_transaction_id: tx.id, file: named.receipt });
    await db
      .update(verify_customer_values)
      .set({ value: named.document })
      .where(eq(verify_customer_values.id, answer.id));

    // A stray in each: a file of a message, voice note, receipt or answer whose row never committed.
    const strays = [
      'private/chat/files/stray.jpg',
      'private/chat/audio/stray.ogg',
      `private/receipts/${user.id}/stray.pdf`,
      'private/verification/3/stray.pdf',
    ];
    for (const key of [...Object.values(named), ...strays]) plant(root, key);
    const young = 'private/chat/files/young.png';
    plant(root, young, 60_000);

    const summary = await sweepUploads({
      storage: new LocalStorage(root),
      folders: uploadFolders(),
      referenced: (folder) => referencedKeys(db, folder),
      olderThanMs: HOUR,
    });
    expect(summary.removed.sort()).toEqual([...strays].sort());
    const after = keysUnder(root);
    for (const key of [...Object.values(named), young]) expect(after, key).toContain(key);
    for (const key of strays) expect(after, key).not.toContain(key);
  });

  it('lists a column for every stored file the API writes today', async () => {
    // A reminder for whoever adds an upload: its folder goes into uploadFolders() or it is never swept.
    const prefixes = uploadFolders().map((f) => f.prefix);
    expect(prefixes).toEqual(
      expect.arrayContaining([
        'profiles/',
        'properties/',
        'projects/',
        'services/',
        'repair-works/',
        'ventures/',
        'private/verification/',
        'verification/',
        'private/chat/',
        'private/receipts/',
      ]),
    );
    for (const f of uploadFolders()) expect(f.columns.length, f.prefix).toBeGreaterThan(0);
  });
});

describe('a crash in the middle of uploads (real process, SIGKILL)', () => {
  let dataDir: string;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'abode-crash-'));
    const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : undefined;
    dbUrl = pgDb?.url;
    dropDb = pgDb?.drop;
  });
  afterAll(async () => {
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no file without a row once the restarted API has swept', { timeout: 240_000 }, async () => {
    const root = join(dataDir, 'uploads');
    const api = await startChildApi({ dataDir, databaseUrl: dbUrl });
    const tokens: string[] = [];
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const form = new FormData();
      form.set('type', '3');
      form.set('email', email);
      form.set('password', DEMO_PASSWORD);
      const r = await fetch(`${api.url}/api/user_signup`, { method: 'POST', body: form });
      const body = (await r.json()) as { token?: string };
      if (!body.token) throw new Error(`login failed for ${email}`);
      tokens.push(`Bearer ${body.token}`);
    }
    // Noise compresses badly: each photo takes sharp a moment, so many requests are in flight at once.
    const photo = await sharp({
      create: {
        width: 700,
        height: 700,
        channels: 3,
        background: '#777777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const uploads = Array.from({ length: 24 }, (_, i) => {
      const form = new FormData();
      form.set('name', `Crash test ${i}`);
      form.set('profile', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${api.url}/api/update_profile`, {
        method: 'POST',
        headers: { authorization: tokens[i % tokens.length] ?? '' },
        body: form,
      }).then(
        (r) => r.status,
        () => 0,
      );
    });
    // Kill once uploads have started landing in the store, with most of them still in flight.
    const deadline = Date.now() + 60_000;
    while (keysUnder(join(root, 'profiles')).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    await api.stop('SIGKILL');
    const statuses = await Promise.all(uploads);
    expect(statuses.filter((st) => st === 0).length, 'requests cut by the kill').toBeGreaterThan(0);

    // Files a crash can leave (whatever it left on its own): an old orphan in every swept folder, an
    // interrupted write, and files the sweeper must never touch.
    const planted = [
      'profiles/planted-orphan.jpg',
      'properties/images/planted-orphan.jpg',
      'private/verification/7/planted-orphan.pdf',
      'verification/7/planted-orphan.pdf',
      'private/chat/files/planted-orphan.jpg',
      'private/chat/audio/planted-orphan.webm',
      'private/receipts/7/planted-orphan.pdf',
      'profiles/.planted.jpg.0123456789ab.partial',
    ];
    const kept = ['seed/planted-keep.jpg', 'elsewhere/planted-keep.bin'];
    for (const key of [...planted, ...kept]) plant(root, key);
    const seedFiles = keysUnder(join(root, 'seed')).length;

    const restarted = await startChildApi({ dataDir, databaseUrl: dbUrl, env: { UPLOAD_SWEEP_AGE_MS: '0' } });
    const sweep = await restarted.waitForLog((l) => l.msg === 'upload sweep', 60_000);
    expect(sweep.level).toBe(30);
    expect(Number(sweep.removed)).toBeGreaterThanOrEqual(planted.length);
    await restarted.stop();
    expect(restarted.logs.filter((l) => l.level >= 50)).toEqual([]);

    const after = keysUnder(root);
    for (const key of planted) expect(after, key).not.toContain(key);
    for (const key of kept) expect(after, key).toContain(key);
    expect(keysUnder(join(root, 'seed')).length).toBe(seedFiles);
    expect(after.filter(isPartialWrite)).toEqual([]);

    // Every file in a swept folder is named by a row, and every name in a row has its file.
    const handle = await openDb({ databaseUrl: dbUrl, pgliteDir: pgliteDirOf(dataDir) });
    try {
      for (const folder of uploadFolders()) {
        const named = await referencedKeys(handle.db, folder);
        const stored = after.filter((k) => k.startsWith(folder.prefix));
        expect(
          stored.filter((k) => !named.has(k)),
          `unreferenced under ${folder.prefix}`,
        ).toEqual([]);
        expect(
          [...named].filter((k) => !after.includes(k)),
          `missing under ${folder.prefix}`,
        ).toEqual([]);
      }
      const photos = await handle.db
        .select({ profile: customers.profile })
        .from(customers)
        .where(and(isNotNull(customers.profile), eq(customers.email, DEMO_ACCOUNTS.user)));
      expect(photos[0]?.profile).toBeTruthy();
    } finally {
      await handle.close();
    }
  });
});
