// A reported rough edge: the owner's Shortlist and Approve buttons seemed to undo themselves on a second press. The API
// must never toggle: each call states the intended flag (`status` 1 or 0), a repeated call leaves it as
// asked, and a call without a status changes nothing.
import { interestedUser, ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interested_users } from '../src/db/schema.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, form, freshProperty, freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const get = (path: string, token: string) => s.call(path, { headers: { authorization: token } });

/** An owner's visible listing with one interested buyer. */
async function interest() {
  const owner = await freshUser(s);
  const buyer = await freshUser(s);
  const listing = await freshProperty(s, owner);
  const r = await s.call('/api/interested_users', {
    method: 'POST',
    headers: { authorization: buyer.token },
    body: form({ property_id: String(listing.id), type: '1' }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const flags = async () => {
    const [row] = await s.db
      .select({ is_shortlisted: interested_users.is_shortlisted, is_approved: interested_users.is_approved })
      .from(interested_users)
      .where(and(eq(interested_users.property_id, listing.id), eq(interested_users.customer_id, buyer.id)));
    return row;
  };
  return { owner, buyer, listing, flags };
}

const DECISIONS = [
  { path: 'shortlist-approval', flag: 'is_shortlisted', on: M.shortlisted, off: M.unshortlisted },
  { path: 'interested-approval', flag: 'is_approved', on: M.approved, off: M.unapproved },
] as const;

describe.each(DECISIONS)('$path', ({ path, flag, on, off }) => {
  it('keeps the flag on when asked twice for status=1, and off when asked twice for status=0', async () => {
    const { owner, buyer, listing, flags } = await interest();
    const url = (status: number) => `/api/${path}?property_id=${listing.id}&user_id=${buyer.id}&status=${status}`;
    for (const _ of [1, 2]) {
      const r = await get(url(1), owner.token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.message).toBe(on);
      expect(interestedUser.parse(r.body.data)).toMatchObject({ id: buyer.id, [flag]: true });
      expect((await flags())?.[flag]).toBe(true);
    }
    for (const _ of [1, 2]) {
      const r = await get(url(0), owner.token);
      expect(r.body.message).toBe(off);
      expect(r.body.data).toMatchObject({ [flag]: false });
      expect((await flags())?.[flag]).toBe(false);
    }
  });

  it('refuses a call that does not say which state it wants, and changes nothing', async () => {
    const { owner, buyer, listing, flags } = await interest();
    const base = `/api/${path}?property_id=${listing.id}&user_id=${buyer.id}`;
    expectFailure(await get(base, owner.token), 400);
    expectFailure(await get(`${base}&status=`, owner.token), 400);
    expectFailure(await get(`${base}&status=toggle`, owner.token), 400, 'status must be 1 or 0');
    expect(await flags()).toEqual({ is_shortlisted: false, is_approved: false });
  });
});
