import { describe, expect, it } from 'vitest';
import { decodeEntities, ELLIPSIS, stripHtml, truncate } from './truncate.ts';

describe('truncate', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('hello', 10)).toBe('hello');
    expect(truncate('hello ', 6)).toBe('hello ');
  });

  it('cuts one over the limit, counting the ellipsis', () => {
    expect(truncate('hello!', 5)).toBe('hell…');
    expect(truncate('hello!', 5)).toHaveLength(5);
    expect(truncate('abcdefghij', 4)).toBe('abc…');
  });

  it('uses the single-character ellipsis', () => {
    expect(ELLIPSIS).toBe('\u2026');
  });

  it('trims whitespace before the ellipsis', () => {
    expect(truncate('hello world', 7)).toBe('hello…');
    expect(truncate('ab   cdef', 6)).toBe('ab…');
  });

  it('never splits a surrogate pair', () => {
    // '🏠' is two UTF-16 units.
    expect(truncate('ab🏠cd', 4)).toBe('ab…');
    expect(truncate('ab🏠cd', 5)).toBe('ab🏠…');
    expect(truncate('🏠🏠🏠', 2)).toBe('…');
  });

  it('handles tiny and invalid limits', () => {
    expect(truncate('hello', 1)).toBe('…');
    expect(truncate('hello', 0)).toBe('');
    expect(truncate('hello', -3)).toBe('');
    expect(truncate('hello', Number.NaN)).toBe('');
    expect(truncate('hello', 4.9)).toBe('hel…');
  });

  it("gives '' for missing text", () => {
    expect(truncate(null, 10)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate('', 10)).toBe('');
  });
});

describe('decodeEntities', () => {
  it('decodes the common named entities', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos;')).toBe('& < > " \'');
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b');
    expect(decodeEntities('&copy; &euro;5 &hellip;')).toBe('© €5 …');
  });

  it('decodes decimal and hex numeric references', () => {
    expect(decodeEntities('&#39;&#8377;&#x20B9;&#X1F3E0;')).toBe("'₹₹🏠");
  });

  it('replaces invalid code points with U+FFFD', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD');
  });

  it('decodes in one pass and leaves unknown entities alone', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&bogus; &constructor; & x')).toBe('&bogus; &constructor; & x');
  });
});

describe('stripHtml', () => {
  it('removes tags and keeps the text', () => {
    expect(stripHtml('<p>Spacious <strong>3 BHK</strong> flat</p>')).toBe('Spacious 3 BHK flat');
  });

  it('separates block elements and line breaks with a space', () => {
    expect(stripHtml('<p>One</p><p>Two</p>')).toBe('One Two');
    expect(stripHtml('Line<br>break<br/>here')).toBe('Line break here');
    expect(stripHtml('<ul><li>Pool</li><li>Gym</li></ul>')).toBe('Pool Gym');
  });

  it('drops script and style contents and comments', () => {
    expect(stripHtml('a<script>alert("x")</script>b')).toBe('a b');
    expect(stripHtml('a<style>p { color: red }</style>b')).toBe('a b');
    expect(stripHtml('a<!-- hidden <b>x</b> -->b')).toBe('a b');
    expect(stripHtml('<!DOCTYPE html>text')).toBe('text');
  });

  it('handles quoted attributes containing >', () => {
    expect(stripHtml('<a href="x" title="a > b">link</a>')).toBe('link');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(stripHtml('&lt;b&gt;bold&lt;/b&gt; &amp; more')).toBe('<b>bold</b> & more');
    expect(stripHtml('Price&nbsp;&#8377;50&nbsp;L')).toBe('Price ₹50 L');
  });

  it('keeps a lone < that is not a tag', () => {
    expect(stripHtml('area < 500 sqft')).toBe('area < 500 sqft');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  <div>\n  a \t b \n</div>  ')).toBe('a b');
  });

  it("gives '' for missing html", () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('<p></p>')).toBe('');
  });

  it('combines with truncate for previews', () => {
    expect(truncate(stripHtml('<p>Sea facing villa with pool</p>'), 12)).toBe('Sea facing…');
  });
});
