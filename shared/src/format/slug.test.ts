import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Luxury Villa')).toBe('luxury-villa');
    expect(slugify('ABC')).toBe('abc');
  });

  it('removes non-alphanumeric characters', () => {
    expect(slugify("O'Brien's Loft!")).toBe('obriens-loft');
    expect(slugify('2 BHK @ ₹50L (new)')).toBe('2-bhk-50l-new');
    expect(slugify('3.5 acres')).toBe('35-acres');
    expect(slugify('snake_case')).toBe('snakecase');
  });

  it('collapses runs of spaces and hyphens into one hyphen', () => {
    expect(slugify('Villa - Sea View!')).toBe('villa-sea-view');
    expect(slugify('a   b')).toBe('a-b');
    expect(slugify('a & b')).toBe('a-b');
    expect(slugify('a--b')).toBe('a-b');
    expect(slugify('a\t\nb')).toBe('a-b');
  });

  it('keeps existing hyphens as separators', () => {
    expect(slugify('Sea-View Apartment')).toBe('sea-view-apartment');
  });

  it('trims leading and trailing separators', () => {
    expect(slugify('  hello world  ')).toBe('hello-world');
    expect(slugify('- hello -')).toBe('hello');
    expect(slugify('!!hello!!')).toBe('hello');
  });

  it('keeps letters, marks and digits of other scripts', () => {
    expect(slugify('فيلا فاخرة')).toBe('فيلا-فاخرة');
    expect(slugify('Café Düsseldorf')).toBe('café-düsseldorf');
    expect(slugify('मुंबई फ्लैट')).toBe('मुंबई-फ्लैट');
    expect(slugify('東京 マンション')).toBe('東京-マンション');
    expect(slugify('٣ غرف')).toBe('٣-غرف');
  });

  it('normalises decomposed accents to composed ones', () => {
    expect(slugify('Cafe\u0301')).toBe('caf\u00e9');
  });

  it("gives '' when nothing alphanumeric is left", () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!@#$%')).toBe('');
    expect(slugify('🏠')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['Villa - Sea View!', 'فيلا فاخرة', '  a  b  ', 'x-2']) {
      expect(slugify(slugify(text))).toBe(slugify(text));
    }
  });
});

describe('uniqueSlug', () => {
  it('returns the slug itself when free', async () => {
    expect(await uniqueSlug('Sea View', () => false)).toBe('sea-view');
  });

  it('appends -2, -3, … until a free one is found', async () => {
    const taken = new Set(['sea-view', 'sea-view-2']);
    const asked: string[] = [];
    const slug = await uniqueSlug('Sea View', (s) => {
      asked.push(s);
      return taken.has(s);
    });
    expect(slug).toBe('sea-view-3');
    expect(asked).toEqual(['sea-view', 'sea-view-2', 'sea-view-3']);
  });

  it('accepts an async exists', async () => {
    const taken = new Set(['villa']);
    expect(await uniqueSlug('villa', async (s) => taken.has(s))).toBe('villa-2');
  });

  it('uses the fallback when the base has no alphanumerics', async () => {
    expect(await uniqueSlug('!!!', () => false)).toBe('untitled');
    expect(await uniqueSlug('!!!', (s) => s === 'property', { fallback: 'Property' })).toBe('property-2');
  });

  it('throws a RangeError when every candidate is taken', async () => {
    await expect(uniqueSlug('x', () => true, { maxAttempts: 5 })).rejects.toThrow(RangeError);
    await expect(uniqueSlug('x', () => true, { maxAttempts: 5 })).rejects.toThrow(
      'No free slug for "x" after 5 attempts.',
    );
  });
});
