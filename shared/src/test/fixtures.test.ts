import { describe, expect, it } from 'vitest';
import { interestedUser, outdoorFacility } from '../wire/index.ts';
import { buildInterestedUser, buildOutdoorFacility, buildSession, buildUser, TEST_SESSION } from './fixtures.ts';

describe('buildSession', () => {
  it('signs in the customer of buildUser with a token of its id, as sign-in leaves the slice', () => {
    const user = buildUser();
    expect(TEST_SESSION).toEqual({
      token: `${user.id}|token`,
      data: { id: user.id, name: user.name, email: user.email, mobile: '', profile: '', address: '' },
      status: 'success',
      error: null,
    });
    expect(buildSession()).toEqual(TEST_SESSION);
  });

  it('takes the user in part, and the token follows the id unless given', () => {
    const owner = buildSession({ data: { id: 8, name: 'Arjun Mehta' } });
    expect(owner.token).toBe('8|token');
    expect(owner.data).toEqual({ ...TEST_SESSION.data, id: 8, name: 'Arjun Mehta' });
    expect(buildSession({ token: 'abc', data: { id: 9 } }).token).toBe('abc');
  });

  it('gives a fresh object each time, so a test that changes one leaves the others alone', () => {
    const a = buildSession();
    a.data.name = 'Changed';
    expect(buildSession().data.name).toBe(TEST_SESSION.data.name);
    expect(TEST_SESSION.data.name).not.toBe('Changed');
  });
});

describe('buildInterestedUser and buildOutdoorFacility', () => {
  it('build through their wire schemas, with overrides', () => {
    expect(interestedUser.parse(buildInterestedUser())).toEqual(buildInterestedUser());
    expect(buildInterestedUser({ id: 5, is_shortlisted: true })).toMatchObject({ id: 5, is_shortlisted: true });
    expect(outdoorFacility.parse(buildOutdoorFacility({ id: 4, name: 'Hospital' }))).toMatchObject({
      id: 4,
      name: 'Hospital',
    });
  });

  it('refuse an override the wire schema refuses', () => {
    expect(() => buildOutdoorFacility({ id: 1.5 })).toThrow();
    expect(() => buildInterestedUser({ is_approved: 'yes' as unknown as boolean })).toThrow();
  });
});
