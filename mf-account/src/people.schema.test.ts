import { describe, expect, it } from 'vitest';
import { reasonRules, reasonText } from './people.schema.ts';

describe('reason form rules', () => {
  it('requires a reason, word for word', () => {
    expect(reasonRules.choice('')).toBe('Please select a reason first.');
    expect(reasonRules.choice('reasonSpam')).toBeNull();
  });

  it('requires written words only for "Other", word for word', () => {
    expect(reasonRules.text('  ', { choice: 'reasonOther', text: '  ' })).toBe('Please write your reason');
    expect(reasonRules.text('', { choice: 'reasonFake', text: '' })).toBeNull();
    expect(reasonRules.text('Rude', { choice: 'reasonOther', text: 'Rude' })).toBeNull();
  });

  it('sends listed reasons in English and the written words for "Other"', () => {
    expect(reasonText({ choice: 'reasonAbusive', text: 'ignored' })).toBe('Abusive or offensive messages');
    expect(reasonText({ choice: 'reasonOther', text: '  Pushy calls  ' })).toBe('Pushy calls');
  });
});
