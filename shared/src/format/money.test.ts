import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { formatPrice } from './price.ts';

describe('formatMoney', () => {
  it('shows the exact amount with two decimals, never abbreviated', () => {
    expect(formatMoney(2499, { currencyCode: 'INR', currencySymbol: '₹' })).toBe('₹ 2,499.00');
    expect(formatMoney('2499.5', { currencyCode: 'INR', currencySymbol: '₹' })).toBe('₹ 2,499.50');
    expect(formatMoney(12_500_000, { currencyCode: 'INR', currencySymbol: '₹' })).toBe('₹ 1,25,00,000.00');
    expect(formatMoney(1_234_567.5, { currencyCode: 'USD', currencySymbol: '$' })).toBe('$ 1,234,567.50');
    // The listing price of the same amount keeps the spec's abbreviation.
    expect(formatPrice(2499, { currencySymbol: '₹', currencyCode: 'INR', withSuffix: true })).toBe('₹ 2.50 K');
  });

  it("takes the currency's own symbol when none is given, else its code", () => {
    expect(formatMoney(499, { currencyCode: 'usd' })).toBe('$ 499.00');
    expect(formatMoney(1500, { currencyCode: 'NGN' })).toBe('₦ 1,500.00');
    expect(formatMoney(10, { currencyCode: 'not a code' })).toBe('NOT A CODE 10.00');
    expect(formatMoney(10, {})).toBe('10.00');
  });

  it("writes the reader's digits and separators in another language", () => {
    const ar = formatMoney(1_234_567.5, { currencyCode: 'INR', currencySymbol: '₹', language: 'ar' });
    expect(ar).toBe(`₹ ${new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1_234_567.5)}`);
    expect(formatMoney(1500, { currencyCode: 'EUR', currencySymbol: '€', language: 'de' })).toBe('€ 1.500,00');
    expect(formatMoney(5, { currencyCode: 'USD', currencySymbol: '$', language: 'not-a-locale-!' })).toBe('$ 5.00');
  });

  it('gives nothing for a missing amount', () => {
    expect(formatMoney(null, { currencyCode: 'USD' })).toBe('');
    expect(formatMoney('abc', { currencyCode: 'USD' })).toBe('');
  });
});
