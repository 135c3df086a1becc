import { describe, expect, it } from 'vitest';
import { section } from '../section.ts';
import { AR } from '../texts/ar.ts';
import { EN } from '../texts/en.ts';

describe('payments texts', () => {
  it('has every English key in Arabic, in Arabic script, and no empty text', () => {
    expect(Object.keys(AR).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, text] of Object.entries(EN)) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(AR)) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the placeholders of each text in Arabic', () => {
    const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(EN) as Array<keyof typeof EN>) expect(slots(AR[key]), key).toEqual(slots(EN[key]));
  });

  it('labels every menu entry and dashboard tile of the account pages', () => {
    const pages = (slot: 'account' | 'dashboard') => section.slots?.[slot]?.map((e) => e.page) ?? [];
    for (const page of ['mySubscriptions', 'transactionHistory', 'myAdvertisements']) {
      expect(pages('account')).toContain(page);
      expect(pages('dashboard')).toContain(page);
    }
  });
});
