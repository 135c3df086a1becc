import type { ResolvedLinkEntry } from '@abode/shared';
import { describe, expect, it } from 'vitest';
import { groupEntries } from './entryGroups.ts';
import { fittingItems } from './HeaderNav.tsx';

const entry = (section: string, id: string, order: number, group?: string): ResolvedLinkEntry => ({
  section,
  id,
  order,
  page: id,
  label: id,
  href: `/${section}/${id}`,
  ...(group ? { group } : {}),
});

describe('the header line (priority+)', () => {
  const items = [{ width: 100 }, { width: 100 }, { width: 100 }, { width: 100, pinned: true }];
  it('keeps every item when all fit, without the More button', () => {
    expect(fittingItems(items, 430, 60, 10)).toEqual([true, true, true, true]);
  });
  it('keeps what fits beside More, pinned items first, and never more than the room', () => {
    // 60 (More) + 10 + 100 (pinned) + 10 + 100 = 280; one more would be 390 > 300.
    expect(fittingItems(items, 300, 60, 10)).toEqual([true, false, false, true]);
    expect(fittingItems(items, 100, 60, 10)).toEqual([false, false, false, false]);
  });
});

describe('account menu groups', () => {
  it('lists ungrouped entries first, then each section’s groups in order, leaving out hrefs shown elsewhere', () => {
    const groups = groupEntries(
      [
        entry('mf_account', 'dashboard', 10),
        entry('mf_chat', 'notifications', 31),
        entry('mf_listings', 'post', 40, 'properties'),
        entry('mf_listings', 'mine', 41, 'properties'),
        entry('mf_services', 'add', 60, 'services'),
        entry('mf_other', 'late', 200),
      ],
      new Set(['/mf_chat/notifications']),
    );
    expect(groups.map((g) => [g.heading ?? null, g.entries.map((e) => e.id)])).toEqual([
      [null, ['dashboard', 'late']],
      ['properties', ['post', 'mine']],
      ['services', ['add']],
    ]);
  });
});
