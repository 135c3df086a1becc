import { describe, expect, it } from 'vitest';
import { CURRENCY_FAMILIES, currencyFamilyOf, formatPrice, isSuffixEnabled, parseAmount } from './price.ts';

const inr = (amount: number | string | null | undefined, withSuffix = true) =>
  formatPrice(amount, { currencySymbol: '₹', currencyCode: 'INR', withSuffix });
const usd = (amount: number | string | null | undefined, withSuffix = true) =>
  formatPrice(amount, { currencySymbol: '$', currencyCode: 'USD', withSuffix });

describe('formatPrice without suffix', () => {
  it('always shows two decimals', () => {
    expect(usd(5, false)).toBe('$ 5.00');
    expect(usd(5.5, false)).toBe('$ 5.50');
    expect(usd(5.129, false)).toBe('$ 5.13');
  });

  it('groups South Asian currencies the Indian way (lakh/crore)', () => {
    expect(inr(1234567, false)).toBe('₹ 12,34,567.00');
    expect(inr(123456789, false)).toBe('₹ 12,34,56,789.00');
    for (const code of ['BDT', 'NPR', 'PKR', 'LKR']) {
      expect(formatPrice(1234567, { currencySymbol: 'X', currencyCode: code, withSuffix: false })).toBe(
        'X 12,34,567.00',
      );
    }
  });

  it('groups other currencies in thousands', () => {
    expect(usd(1234567, false)).toBe('$ 1,234,567.00');
    expect(formatPrice(1234567, { currencySymbol: '¥', currencyCode: 'JPY', withSuffix: false })).toBe(
      '¥ 1,234,567.00',
    );
  });

  it('lets an explicit locale override the grouping', () => {
    expect(formatPrice(1234567, { currencySymbol: '₹', currencyCode: 'INR', withSuffix: false, locale: 'en-US' })).toBe(
      '₹ 1,234,567.00',
    );
    expect(
      formatPrice(1234567.5, { currencySymbol: '€', currencyCode: 'EUR', withSuffix: false, locale: 'de-DE' }),
    ).toBe('€ 1.234.567,50');
  });

  it('handles zero and negatives, with the sign before the symbol', () => {
    expect(usd(0, false)).toBe('$ 0.00');
    expect(usd(-0, false)).toBe('$ 0.00');
    expect(usd(-1234.5, false)).toBe('-$ 1,234.50');
    expect(usd(-0.001, false)).toBe('$ 0.00');
  });

  it('omits the symbol and its space when the symbol is empty', () => {
    expect(formatPrice(10, { currencySymbol: '', withSuffix: false })).toBe('10.00');
    expect(formatPrice(-10, { currencySymbol: ' ', withSuffix: false })).toBe('-10.00');
  });

  it('accepts numeric strings, including en-grouped ones', () => {
    expect(usd('1500000', false)).toBe('$ 1,500,000.00');
    expect(usd(' 1,500,000.5 ', false)).toBe('$ 1,500,000.50');
    expect(inr('12,34,567', false)).toBe('₹ 12,34,567.00');
  });

  it("gives '' for missing, empty or non-numeric amounts", () => {
    expect(usd(null)).toBe('');
    expect(usd(undefined)).toBe('');
    expect(usd('')).toBe('');
    expect(usd('   ')).toBe('');
    expect(usd('abc')).toBe('');
    expect(usd(Number.NaN)).toBe('');
    expect(usd(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPrice with suffix: South Asian (Cr, L, K)', () => {
  it('shows amounts below 1e3 plainly', () => {
    expect(inr(999)).toBe('₹ 999.00');
    expect(inr(0)).toBe('₹ 0.00');
  });

  it('uses K from 1e3', () => {
    expect(inr(1000)).toBe('₹ 1.00 K');
    expect(inr(12_500)).toBe('₹ 12.50 K');
    expect(inr(99_000)).toBe('₹ 99.00 K');
  });

  it('uses L from 1e5, and promotes amounts that round up to 1.00 L', () => {
    expect(inr(99_499)).toBe('₹ 99.50 K');
    expect(inr(99_999)).toBe('₹ 1.00 L');
    expect(inr(100_000)).toBe('₹ 1.00 L');
    expect(inr(2_550_000)).toBe('₹ 25.50 L');
  });

  it('uses Cr from 1e7', () => {
    expect(inr(9_900_000)).toBe('₹ 99.00 L');
    expect(inr(10_000_000)).toBe('₹ 1.00 Cr');
    expect(inr(12_500_000)).toBe('₹ 1.25 Cr');
    expect(inr(1_234_000_000_000)).toBe('₹ 1,23,400.00 Cr');
  });

  it('applies to every South Asian code', () => {
    for (const code of ['INR', 'BDT', 'NPR', 'PKR', 'LKR']) {
      expect(formatPrice(12_500_000, { currencySymbol: 'S', currencyCode: code, withSuffix: true })).toBe('S 1.25 Cr');
    }
  });

  it('keeps the sign for negative suffixed amounts', () => {
    expect(inr(-12_500_000)).toBe('-₹ 1.25 Cr');
  });
});

describe('formatPrice with suffix: JPY, CNY, KRW (1e8, 1e4, no 1e3 step)', () => {
  const fmt = (amount: number, code: string, symbol: string) =>
    formatPrice(amount, { currencySymbol: symbol, currencyCode: code, withSuffix: true });

  it('JPY uses 万 and 億', () => {
    expect(fmt(9_999, 'JPY', '¥')).toBe('¥ 9,999.00');
    expect(fmt(1_000, 'JPY', '¥')).toBe('¥ 1,000.00');
    expect(fmt(10_000, 'JPY', '¥')).toBe('¥ 1.00万');
    expect(fmt(25_000_000, 'JPY', '¥')).toBe('¥ 2,500.00万');
    expect(fmt(100_000_000, 'JPY', '¥')).toBe('¥ 1.00億');
    expect(fmt(350_000_000, 'JPY', '¥')).toBe('¥ 3.50億');
  });

  it('CNY uses 万 and the simplified 亿', () => {
    expect(fmt(9_999, 'CNY', '¥')).toBe('¥ 9,999.00');
    expect(fmt(10_000, 'CNY', '¥')).toBe('¥ 1.00万');
    expect(fmt(100_000_000, 'CNY', '¥')).toBe('¥ 1.00亿');
  });

  it('KRW uses 만 and 억', () => {
    expect(fmt(9_999, 'KRW', '₩')).toBe('₩ 9,999.00');
    expect(fmt(10_000, 'KRW', '₩')).toBe('₩ 1.00만');
    expect(fmt(99_999_999, 'KRW', '₩')).toBe('₩ 1.00억');
    expect(fmt(100_000_000, 'KRW', '₩')).toBe('₩ 1.00억');
  });
});

describe('formatPrice with suffix: other currencies (B, M, K)', () => {
  it('steps at 1e3, 1e6 and 1e9', () => {
    expect(usd(999)).toBe('$ 999.00');
    expect(usd(1000)).toBe('$ 1.00 K');
    expect(usd(999_000)).toBe('$ 999.00 K');
    expect(usd(1_000_000)).toBe('$ 1.00 M');
    expect(usd(2_500_000)).toBe('$ 2.50 M');
    expect(usd(999_000_000)).toBe('$ 999.00 M');
    expect(usd(1_000_000_000)).toBe('$ 1.00 B');
    expect(usd(1_500_000_000_000)).toBe('$ 1,500.00 B');
  });

  it('promotes amounts that round up to the next step, but never plain amounts', () => {
    expect(usd(999_994)).toBe('$ 999.99 K');
    expect(usd(999_999)).toBe('$ 1.00 M');
    expect(usd(999_999_999)).toBe('$ 1.00 B');
    expect(usd(999.99)).toBe('$ 999.99');
  });

  it('treats unknown and missing codes as other', () => {
    expect(formatPrice(2_500_000, { currencySymbol: '€', currencyCode: 'EUR', withSuffix: true })).toBe('€ 2.50 M');
    expect(formatPrice(2_500_000, { currencySymbol: 'AED', withSuffix: true })).toBe('AED 2.50 M');
  });

  it('is off unless withSuffix', () => {
    expect(usd(2_500_000, false)).toBe('$ 2,500,000.00');
  });
});

describe('currencyFamilyOf', () => {
  it('prefers the code, case-insensitively', () => {
    expect(currencyFamilyOf('inr')).toBe('southAsian');
    expect(currencyFamilyOf(' KRW ', '$')).toBe('korean');
    expect(currencyFamilyOf('USD', '₹')).toBe('other');
  });

  it('falls back to an unambiguous symbol', () => {
    expect(currencyFamilyOf(undefined, '₹')).toBe('southAsian');
    expect(currencyFamilyOf('', '৳')).toBe('southAsian');
    expect(currencyFamilyOf(undefined, '¥')).toBe('japanese');
    expect(currencyFamilyOf(undefined, '₩')).toBe('korean');
    expect(currencyFamilyOf(undefined, '$')).toBe('other');
    expect(currencyFamilyOf()).toBe('other');
  });

  it('uses Indian grouping when only the rupee symbol is known', () => {
    expect(formatPrice(1234567, { currencySymbol: '₹', withSuffix: false })).toBe('₹ 12,34,567.00');
  });
});

describe('CURRENCY_FAMILIES', () => {
  it('lists the spec §9 codes and steps', () => {
    expect(CURRENCY_FAMILIES.southAsian.codes).toEqual(['INR', 'BDT', 'NPR', 'PKR', 'LKR']);
    expect(CURRENCY_FAMILIES.southAsian.steps.map((s) => [s.value, s.label])).toEqual([
      [1e7, 'Cr'],
      [1e5, 'L'],
      [1e3, 'K'],
    ]);
    expect(CURRENCY_FAMILIES.other.steps.map((s) => [s.value, s.label])).toEqual([
      [1e9, 'B'],
      [1e6, 'M'],
      [1e3, 'K'],
    ]);
    for (const family of [CURRENCY_FAMILIES.japanese, CURRENCY_FAMILIES.chinese, CURRENCY_FAMILIES.korean]) {
      expect(family.steps.map((s) => s.value)).toEqual([1e8, 1e4]);
    }
  });
});

describe('isSuffixEnabled', () => {
  it("is true only for '1', 1 and true", () => {
    expect(isSuffixEnabled('1')).toBe(true);
    expect(isSuffixEnabled(1)).toBe(true);
    expect(isSuffixEnabled(true)).toBe(true);
    for (const off of ['0', 0, false, '', null, undefined, 'true', 'yes', '01', 2]) {
      expect(isSuffixEnabled(off)).toBe(false);
    }
  });
});

describe('parseAmount', () => {
  it('parses numbers and numeric strings, else null', () => {
    expect(parseAmount(12)).toBe(12);
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount('-7')).toBe(-7);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1e3x')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});
