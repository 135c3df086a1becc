import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneNumber, phoneSignupBody, resetPasswordBody } from './signin.ts';

describe('normalisePhone', () => {
  it('turns what people type into E.164', () => {
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone(' +91-98765-43210 ')).toBe('+919876543210');
    expect(normalisePhone('0091 (98765) 43210')).toBe('+919876543210');
    expect(normalisePhone('+1 415.555.0100')).toBe('+14155550100');
  });

  it('reads a number without a country code in the default country (India)', () => {
    expect(normalisePhone('9876543210')).toBe('+919876543210');
    expect(normalisePhone('098765 43210')).toBe('+919876543210');
  });

  it('refuses numbers too short, too long or with letters', () => {
    for (const bad of ['+91 123', '+0 98765 43210', '+12345678901234567', '+91 98765 4321O', ''])
      expect(normalisePhone(bad), bad).toBeNull();
  });
});

describe('phone and reset schemas', () => {
  it("say 'Phone number is required' and 'Phone number is invalid' word for word", () => {
    expect(phoneNumber.safeParse('').error?.issues[0]?.message).toBe('Phone number is required');
    expect(phoneNumber.safeParse(undefined).error?.issues[0]?.message).toBe('Phone number is required');
    expect(phoneNumber.safeParse('98765').error?.issues[0]?.message).toBe('Phone number is invalid');
    expect(phoneSignupBody.parse({ auth_id: 'x', mobile: '+91 98765 43210' }).mobile).toBe('+919876543210');
  });

  it('checks a new password with the spec texts', () => {
    const message = (password: string, re_password = password) =>
      resetPasswordBody.safeParse({ token: 't', password, re_password }).error?.issues[0]?.message;
    expect(message('')).toBe('Password is required');
    expect(message('12345')).toBe('Password must be 6 characters or more');
    expect(message('123456', '654321')).toBe('Passwords do not match');
    expect(message('good-pass')).toBeUndefined();
  });
});
