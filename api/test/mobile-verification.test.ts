// A profile's phone number becomes a sign-in identity only once proven by a code sent to it (decision 026), over
// real HTTP on PGlite or PostgreSQL (DATABASE_URL): typed into a profile it opens nothing; verified it opens the
// account; changed, it is unverified again; seeded demo numbers count as proven.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  // The outbox page on, on both databases, so the texted codes can be read back.
  s = await startTestServer({ config: { outboxPage: true } });
});
afterAll(async () => {
  await s?.close();
});

const enc = encodeURIComponent;
let seq = 0;
/** A number no other test file uses, in E.164. */
function freshNumber(): string {
  seq += 1;
  return `+9193${String(seq).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}`;
}

/** get-otp → the code from the outbox → verify-otp; answers the ticket (auth_id). */
async function ticketFor(number: string): Promise<string> {
  expect((await s.call(`/api/get-otp?number=${enc(number)}`)).status).toBe(200);
  const outbox = await s.call(`/api/dev/outbox?to=${enc(number)}`);
  const [sms] = outbox.body.data as { otp: string }[];
  const verified = await s.call(`/api/verify-otp?number=${enc(number)}&otp=${sms?.otp}`);
  expect(verified.status).toBe(200);
  return String(verified.body.auth_id);
}

/** Phone sign-in (user_signup type 1) with a fresh code: the id of the account it opens. */
async function phoneSignInId(number: string): Promise<number> {
  const auth_id = await ticketFor(number);
  const r = await s.post('/api/user_signup', null, { type: '1', mobile: number, auth_id });
  expect(r.status).toBe(200);
  return (r.body.data as { id: number }).id;
}

async function verifiedFlag(id: number): Promise<boolean | undefined> {
  const [row] = await s.db.select().from(customers).where(eq(customers.id, id));
  return row?.is_mobile_verified;
}

describe('a profile phone number and phone sign-in', () => {
  it('a number typed into a profile is unverified and phone sign-in does not open that account', async () => {
    const u = await freshUser(s);
    const number = freshNumber();
    const updated = await s.post('/api/update_profile', u.token, { mobile: number });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ mobile: number, is_mobile_verified: false });
    expect(await phoneSignInId(number)).not.toBe(u.id);
  });

  it('verified by a code sent to it, the number opens the account, and no other account any more', async () => {
    const u = await freshUser(s);
    const number = freshNumber();
    await s.post('/api/update_profile', u.token, { mobile: number });
    // Before: a phone account of its own, proven when it was made.
    const phoneAccount = await phoneSignInId(number);
    expect(phoneAccount).not.toBe(u.id);

    const r = await s.post('/api/verify-mobile', u.token, { auth_id: await ticketFor(number) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Phone number verified' });
    expect(r.body.data).toMatchObject({ id: u.id, mobile: number, is_mobile_verified: true });
    expect(await phoneSignInId(number)).toBe(u.id);
    expect(await verifiedFlag(phoneAccount)).toBe(false);
    expect((await s.get('/api/get-user-data', u.token)).body.data).toMatchObject({ is_mobile_verified: true });
  });

  it('changing the number unverifies it; a ticket for another number, or a used one, is refused', async () => {
    const u = await freshUser(s);
    const first = freshNumber();
    await s.post('/api/update_profile', u.token, { mobile: first });
    const ticket = await ticketFor(first);
    expect((await s.post('/api/verify-mobile', u.token, { auth_id: ticket })).status).toBe(200);
    // Used once already.
    const again = await s.post('/api/verify-mobile', u.token, { auth_id: ticket });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: true,
      message: 'Your phone verification has expired. Please request a new code.',
      code: 'OTP_INVALID',
    });

    const second = freshNumber();
    const changed = await s.post('/api/update_profile', u.token, { mobile: second });
    expect(changed.body.data).toMatchObject({ mobile: second, is_mobile_verified: false });
    // The same number again leaves it as it is.
    expect((await s.post('/api/update_profile', u.token, { mobile: second })).body.data).toMatchObject({
      is_mobile_verified: false,
    });
    // A code for a number that is not the profile's proves nothing.
    const other = await s.post('/api/verify-mobile', u.token, { auth_id: await ticketFor(freshNumber()) });
    expect(other.status).toBe(400);
    expect(await verifiedFlag(u.id)).toBe(false);
    expect(await phoneSignInId(second)).not.toBe(u.id);
  });

  it('needs a signed-in caller with a number', async () => {
    expect((await s.post('/api/verify-mobile', null, { auth_id: 'x' })).status).toBe(401);
    const u = await freshUser(s);
    const r = await s.post('/api/verify-mobile', u.token, { auth_id: 'x' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, message: 'Add a phone number to your profile first' });
  });

  it("the demo accounts' numbers are proven: phone sign-in opens them", async () => {
    const [demo] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    expect(demo?.is_mobile_verified).toBe(true);
    expect(await phoneSignInId(String(demo?.mobile))).toBe(demo?.id);
  });
});
