import { describe, expect, it } from 'vitest';
import { standInSections, withSections } from '../test/sections.ts';
import { chatPath } from './chat-path.ts';

describe('chatPath', () => {
  describe('with the chat section running', () => {
    withSections(standInSections.chat);

    it('names the user, then the property', () => {
      expect(chatPath(7, { kind: 'property', id: 42 })).toBe('/user/chat?user_id=7&property_id=42');
    });

    it('names the user, then the project', () => {
      expect(chatPath(7, { kind: 'project', id: 3 })).toBe('/user/chat?user_id=7&project_id=3');
    });
  });

  it('falls back to the home page when no section fills the chat role', () => {
    expect(chatPath(7, { kind: 'project', id: 3 })).toBe('/?user_id=7&project_id=3');
  });
});
