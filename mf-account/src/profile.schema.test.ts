import { MESSAGES } from '@abode/shared';
import { describe, expect, it } from 'vitest';
import { changedFields, type ProfileValues, photoProblem, profileValues, validateProfile } from './profile.schema.ts';

const base: ProfileValues = profileValues({
  id: 1,
  name: 'Riya Sharma',
  email: 'user@abode.test',
  mobile: '+91 98200 11111',
  address: 'Bandra West, Mumbai',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  notification: 1,
});

describe('validateProfile', () => {
  it('accepts a filled profile and blank optional fields', () => {
    expect(validateProfile(base)).toEqual({});
    expect(validateProfile({ ...base, mobile: '', latitude: '', longitude: '' })).toEqual({});
  });

  it('answers the spec messages word for word', () => {
    expect(validateProfile({ ...base, name: '  ' })).toEqual({ name: 'Name is required' });
    expect(validateProfile({ ...base, email: '' })).toEqual({ email: 'Email is required' });
    expect(validateProfile({ ...base, email: 'riya@' })).toEqual({ email: 'Email address is invalid' });
    expect(validateProfile({ ...base, mobile: 'call me' })).toEqual({ mobile: 'Phone number is invalid' });
  });

  it('takes links as http(s) addresses or user names only, as the API does', () => {
    expect(validateProfile({ ...base, facebook_id: 'javascript:alert(1)' })).toEqual({
      facebook_id: 'Facebook must be a link starting with http:// or https://, or a user name',
    });
    expect(validateProfile({ ...base, linked_in: ' DATA:text/html,x' })).toEqual({
      linked_in: 'LinkedIn must be a link starting with http:// or https://, or a user name',
    });
    expect(
      validateProfile({
        ...base,
        facebook_id: 'https://facebook.com/riya',
        instagram_id: '@riya',
        linked_in: 'in/riya',
      }),
    ).toEqual({});
  });

  it('checks coordinates: in range and in pairs', () => {
    expect(validateProfile({ ...base, latitude: '91', longitude: '72' }).latitude).toBe(
      'Latitude must be a number between -90 and 90.',
    );
    expect(validateProfile({ ...base, latitude: '19', longitude: 'east' }).longitude).toBe(
      'Longitude must be a number between -180 and 180.',
    );
    expect(validateProfile({ ...base, latitude: '19.07' })).toEqual({
      longitude: 'Please enter both latitude and longitude.',
    });
  });

  it('asks a location for address, city, state and country, on the first missing field', () => {
    const located = { ...base, latitude: '19.07', longitude: '72.87' };
    expect(validateProfile(located)).toEqual({});
    expect(validateProfile({ ...located, address: '' })).toEqual({ address: MESSAGES.locationIncomplete });
    expect(validateProfile({ ...located, state: '', country: '' })).toEqual({ state: MESSAGES.locationIncomplete });
    // Without coordinates, a partial address is fine.
    expect(validateProfile({ ...base, city: '', state: '' })).toEqual({});
  });
});

describe('changedFields', () => {
  it('sends only what changed, trimmed, and the switch as 0/1', () => {
    expect(changedFields(base, base)).toEqual({});
    expect(changedFields(base, { ...base, address: '  Juhu, Mumbai ', notification: false })).toEqual({
      address: 'Juhu, Mumbai',
      notification: 0,
    });
    expect(changedFields(base, { ...base, mobile: '' })).toEqual({ mobile: '' });
  });
});

describe('photoProblem', () => {
  const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'photo', { type });
  const sized = (width: number, height: number) => async () => ({ width, height });

  it('accepts a JPEG or PNG of at least 120x120', async () => {
    expect(await photoProblem(file('image/jpeg'), sized(120, 120))).toBeNull();
    expect(await photoProblem(file('image/png'), sized(800, 600))).toBeNull();
  });

  it('refuses other types, small pictures and undecodable files with the spec text', async () => {
    expect(MESSAGES.photoRule).toBe('Photos must be JPEG or PNG, at least 120x120.');
    expect(await photoProblem(file('application/pdf'), sized(500, 500))).toBe(MESSAGES.photoRule);
    expect(await photoProblem(file('image/webp'), sized(500, 500))).toBe(MESSAGES.photoRule);
    expect(await photoProblem(file('image/png'), sized(100, 100))).toBe(MESSAGES.photoRule);
    expect(await photoProblem(file('image/png'), sized(300, 119))).toBe(MESSAGES.photoRule);
    expect(await photoProblem(file('image/jpeg'), async () => null)).toBe(MESSAGES.photoRule);
  });

  it('refuses a file over 5 MB', async () => {
    expect(await photoProblem(file('image/jpeg', 5 * 1024 * 1024 + 1), sized(500, 500))).toBe(
      'Photos must be 5 MB or smaller.',
    );
  });

  it('leaves the size to the server when the browser cannot decode', async () => {
    expect(await photoProblem(file('image/jpeg'), async () => undefined)).toBeNull();
  });
});
