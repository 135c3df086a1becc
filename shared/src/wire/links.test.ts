import { describe, expect, it } from 'vitest';
import { isHandle, isWebLink, linkInvalidMessage, userLink } from './links.ts';

describe('link fields', () => {
  const field = userLink('Facebook');

  it('accepts http(s) addresses and plain user names, trimmed; blank clears', () => {
    for (const [input, out] of [
      ['https://www.facebook.com/abode', 'https://www.facebook.com/abode'],
      ['  http://example.com  ', 'http://example.com'],
      ['HTTPS://EXAMPLE.COM/A?b=1#c', 'HTTPS://EXAMPLE.COM/A?b=1#c'],
      ['@abode', '@abode'],
      ['abode.homes', 'abode.homes'],
      ['in/jane-doe', 'in/jane-doe'],
      ['channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', 'channel/UC_x5XG1OV2P6uZZ5FSM9Ttw'],
      ['أبود', 'أبود'],
      ['', ''],
      ['   ', ''],
    ]) {
      expect(field.parse(input), input).toBe(out);
    }
  });

  it('refuses every other scheme, however it is spelled or hidden', () => {
    for (const input of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\u200bscript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.c',
      'https://javascript:alert(1)',
      'http://',
      'https:example.com',
      '//example.com',
      '/relative/path',
      '../up',
      'a b',
      'https://exa mple.com',
      'https://example.com/\u202Egnp.exe',
    ]) {
      const r = field.safeParse(input);
      expect(r.success, JSON.stringify(input)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(linkInvalidMessage('Facebook'));
    }
  });

  it('tells a web address from a user name', () => {
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isHandle('https://example.com')).toBe(false);
    expect(isWebLink('@abode')).toBe(false);
    expect(isHandle('@abode')).toBe(true);
    expect(isHandle('a'.repeat(256))).toBe(false);
  });
});
