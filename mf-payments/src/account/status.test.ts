import { describe, expect, it } from 'vitest';
import { gatewayName } from './format.ts';
import { ADVERTISEMENT_STATE, advertisementState, PAYMENT_STATUS } from './status.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('advertisementState', () => {
  it('maps the API status: 0 approved, 1 pending, 2 rejected, 3 expired', () => {
    const future = '2026-07-01T00:00:00.000Z';
    expect(advertisementState({ status: 0, end_date: future }, NOW)).toBe('approved');
    expect(advertisementState({ status: 1, end_date: future }, NOW)).toBe('pending');
    expect(advertisementState({ status: 2, end_date: future }, NOW)).toBe('rejected');
    expect(advertisementState({ status: 3, end_date: future }, NOW)).toBe('expired');
  });

  it('reads an approved request whose end date has passed as expired', () => {
    expect(advertisementState({ status: 0, end_date: '2026-06-15T11:59:59.000Z' }, NOW)).toBe('expired');
    // Without an end date (or an unreadable one) an approved request stays approved.
    expect(advertisementState({ status: 0, end_date: null }, NOW)).toBe('approved');
    expect(advertisementState({ status: 0, end_date: 'soon' }, NOW)).toBe('approved');
    // A pending or rejected one keeps its state past the end date.
    expect(advertisementState({ status: 1, end_date: '2026-01-01T00:00:00.000Z' }, NOW)).toBe('pending');
    expect(advertisementState({ status: 2, end_date: '2026-01-01T00:00:00.000Z' }, NOW)).toBe('rejected');
  });

  it('reads an unknown status as pending', () => {
    expect(advertisementState({ status: 9, end_date: null }, NOW)).toBe('pending');
  });

  it('gives each state a word and a colour', () => {
    expect(ADVERTISEMENT_STATE.expired).toEqual({ key: 'adExpired', color: 'gray' });
    expect(PAYMENT_STATUS.success.color).toBe('green');
    expect([PAYMENT_STATUS.pending.color, PAYMENT_STATUS.review.color]).toEqual(['yellow', 'yellow']);
    expect([PAYMENT_STATUS.failed.color, PAYMENT_STATUS.rejected.color]).toEqual(['red', 'red']);
    expect([PAYMENT_STATUS.expired.color, PAYMENT_STATUS.canceled.color]).toEqual(['gray', 'gray']);
  });
});

describe('gatewayName', () => {
  it('keeps brand names and translates the rest', () => {
    const t = (key: string) => `<${key}>`;
    expect(gatewayName('paypal', t)).toBe('PayPal');
    expect(gatewayName('bank transfer', t)).toBe('<bankTransfer>');
    expect(gatewayName('free', t)).toBe('<free>');
  });
});
