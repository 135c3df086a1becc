// The chat section's link format is its own (`ChatLinkQuery` in pages.ts, decision 033): what another section
// writes through the `chat` role is what this section writes for itself, and the type refuses a link without a
// subject.
import { roleHref, setSections } from '@abode/shared';
import { registerSections } from '@abode/shared/test';
import { afterEach, describe, expect, it } from 'vitest';
import { threadPath } from './pages/ChatList.page.tsx';
import { section } from './section.ts';

afterEach(() => setSections([]));

describe('a link to a conversation through the chat role', () => {
  it.each([
    [
      { user_id: 7, property_id: 42 },
      { kind: 'property', id: 42 },
    ],
    [
      { user_id: 7, project_id: 3 },
      { kind: 'project', id: 3 },
    ],
    [
      { user_id: 7, repair_work_id: 5 },
      { kind: 'repair_work', id: 5 },
    ],
  ] as const)('%o is the thread this section opens', (query, about) => {
    registerSections(section);
    expect(roleHref('chat', query)).toBe(threadPath(7, about));
  });

  it('is null while no section fills the role (the caller falls back to home)', () => {
    registerSections();
    expect(roleHref('chat', { user_id: 7, property_id: 42 })).toBeNull();
  });

  it('names its subject', () => {
    registerSections(section);
    // @ts-expect-error a conversation link needs a property, a project or a repair work
    expect(roleHref('chat', { user_id: 7 })).toBe('/user/chat?user_id=7');
  });
});
