// Links users enter (the profile's social fields, a listing's video link) are http(s) addresses or plain user
// names; script and data URLs are refused at the API with a 400 naming the field, however they are spelled.
import { linkInvalidMessage, PROPERTY_WRITE_MESSAGES } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, propertys } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { form, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const FIELDS = [
  ['facebook_id', 'Facebook'],
  ['twiiter_id', 'Twitter'], // sic: spec spelling
  ['instagram_id', 'Instagram'],
  ['youtube_id', 'YouTube'],
  ['linked_in', 'LinkedIn'],
] as const;

const HOSTILE = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  '  javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u200bjavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;script&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript://example.com/%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'https://javascript:alert(1)',
  'https:/example.com',
  '//evil.example.com',
  'https://exa mple.com',
];

const ACCEPTED = [
  ['https://www.facebook.com/abode.homes', 'https://www.facebook.com/abode.homes'],
  ['  HTTP://Example.com/Riya?ref=1  ', 'HTTP://Example.com/Riya?ref=1'],
  ['@riya_sharma', '@riya_sharma'],
  ['riya.sharma', 'riya.sharma'],
  ['in/riya-sharma', 'in/riya-sharma'],
] as const;

describe('profile links (update_profile)', () => {
  it('refuses script, data and other non-web URLs in every link field, whatever the spelling', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    const [before] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    for (const [field, label] of FIELDS) {
      for (const value of HOSTILE) {
        for (const body of [form({ [field]: value }), JSON.stringify({ [field]: value })]) {
          const r = await s.call('/api/update_profile', {
            method: 'POST',
            headers: {
              authorization: auth,
              ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            },
            body,
          });
          expect(r.status, `${field} ${JSON.stringify(value)}`).toBe(400);
          expect(r.body, `${field} ${JSON.stringify(value)}`).toMatchObject({
            error: true,
            code: 'VALIDATION',
            message: linkInvalidMessage(label),
          });
        }
      }
    }
    expect(linkInvalidMessage('Facebook')).toBe(
      'Facebook must be a link starting with http:// or https://, or a user name',
    );
    const [after] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    for (const [field] of FIELDS) expect(after?.[field]).toBe(before?.[field]);
  });

  it('accepts http(s) addresses and plain user names, trimmed, and clears with an empty value', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    for (const [field] of FIELDS) {
      for (const [value, stored] of ACCEPTED) {
        const r = await s.call('/api/update_profile', {
          method: 'POST',
          headers: { authorization: auth },
          body: form({ [field]: value }),
        });
        expect(r.status, `${field} ${value} ${JSON.stringify(r.body)}`).toBe(200);
        expect((r.body.data as Record<string, unknown>)[field]).toBe(stored);
      }
      const cleared = await s.call('/api/update_profile', {
        method: 'POST',
        headers: { authorization: auth },
        body: form({ [field]: '' }),
      });
      expect(cleared.status).toBe(200);
      expect((cleared.body.data as Record<string, unknown>)[field]).toBeNull();
    }
  });
});

describe('listing video link (update_post_property)', () => {
  it('refuses anything but a YouTube link, script URLs included, and keeps a valid one', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.agent);
    const [agent] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    const [own] = await s.db
      .select()
      .from(propertys)
      .where(and(eq(propertys.added_by, Number(agent?.id))))
      .limit(1);
    expect(own).toBeDefined();
    const edit = (video_link: string) =>
      s.call('/api/update_post_property', {
        method: 'POST',
        headers: { authorization: auth },
        body: form({ id: String(own?.id), video_link }),
      });
    for (const value of [...HOSTILE, 'https://www.youtube.com.evil.example/watch?v=ScMzIvxBSi4']) {
      const r = await edit(value);
      expect(r.status, JSON.stringify(value)).toBe(400);
      expect(r.body.message, JSON.stringify(value)).toBe(PROPERTY_WRITE_MESSAGES.videoLinkInvalid);
    }
    const ok = await edit('https://www.youtube.com/watch?v=ScMzIvxBSi4');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await s.db
      .select()
      .from(propertys)
      .where(eq(propertys.id, Number(own?.id)));
    expect(row?.video_link).toBe('https://www.youtube.com/watch?v=ScMzIvxBSi4');
  });
});
