import { afterEach, describe, expect, it } from 'vitest';
import { isProfileComplete } from '../messages.ts';
import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '../state/slices.ts';
import { buildCompleteOwner, POSTING_OWNER, signInOwner } from './owner.ts';

afterEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));

describe('the posting owner', () => {
  it('has a complete profile', () => {
    const owner = buildCompleteOwner();
    expect(owner).toMatchObject({ ...POSTING_OWNER, is_profile_complete: true });
    expect(isProfileComplete(owner)).toBe(true);
  });

  it('signs in with every profile field, changed in part, and out with null', () => {
    signInOwner();
    expect(abodeStore.get(userSignupAtom).data).toEqual(POSTING_OWNER);
    signInOwner({ id: 9, name: 'Other' });
    expect(abodeStore.get(userSignupAtom).data).toEqual({ ...POSTING_OWNER, id: 9, name: 'Other' });
    expect(abodeStore.get(userSignupAtom).token).toBe('9|token');
    signInOwner(null);
    expect(abodeStore.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
  });
});
