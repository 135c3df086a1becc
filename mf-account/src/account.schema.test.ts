import { describe, expect, it } from 'vitest';
import { loginRules, registerRules, safeReturnTo } from './account.schema.ts';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/user/chat')).toBe('/user/chat');
    expect(safeReturnTo('/properties?city=Pune#map')).toBe('/properties?city=Pune#map');
  });
  it('refuses other hosts, relative paths, empties and the auth pages themselves', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'user/chat',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });
});

describe('form rules', () => {
  it('give the spec messages word for word', () => {
    expect(loginRules.email('')).toBe('Email is required');
    expect(loginRules.email('a@b')).toBe('Email address is invalid');
    expect(loginRules.email('user@abode.test')).toBeNull();
    expect(loginRules.password('')).toBe('Password is required');
    expect(loginRules.password('12345')).toBe('Password must be 6 characters or more');
    expect(loginRules.password('123456')).toBeNull();
    expect(registerRules.name('  ')).toBe('Name is required');
    expect(registerRules.mobile('')).toBeNull();
    expect(registerRules.mobile('+91 98200 11111')).toBeNull();
    expect(registerRules.mobile('abc')).toBe('Phone number is invalid');
    const values = { name: 'A', email: 'a@b.cd', mobile: '', password: 'secret-1', re_password: 'secret-2' };
    expect(registerRules.re_password('secret-2', values)).toBe('Passwords do not match');
    expect(registerRules.re_password('secret-1', values)).toBeNull();
  });
});
