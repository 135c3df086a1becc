// One model for every kind of conversation: get_chats rows are about a property, get_project_chats rows about a
// project, get_chats-by-repair rows about a repair work. The list merges them by date, newest first; every view
// below works on this shape.

import type { ChatLastMessage, ChatSummary, ProjectChatSummary, RepairChatSummary } from '@abode/shared/wire';
import type { ChatAbout } from './chat-about.ts';

/** What a conversation is about: a property, a project or a repair work. */
export type ChatKind = ChatAbout['kind'];

/** A conversation of either list. */
export interface Conversation {
  about: ChatAbout;
  /** The other party. */
  userId: number;
  name: string;
  profile: string;
  /** The listing's title and image. */
  title: string;
  titleImage: string;
  date: string;
  unreadCount: number;
  blockedByMe: boolean;
  blockedByUser: boolean;
  /** The latest message: its text or what it carries, and who sent it. */
  lastMessage: ChatLastMessage;
}

function common(c: ChatSummary | ProjectChatSummary | RepairChatSummary): Omit<Conversation, 'about'> {
  return {
    userId: c.user_id,
    name: c.name,
    profile: c.profile,
    title: c.title,
    titleImage: c.title_image,
    date: c.date,
    unreadCount: c.unread_count,
    blockedByMe: c.is_blocked_by_me,
    blockedByUser: c.is_blocked_by_user,
    lastMessage: c.last_message,
  };
}

/** A get_chats row. */
export const fromPropertySummary = (c: ChatSummary): Conversation => ({
  about: { kind: 'property', id: c.property_id },
  ...common(c),
});

/** A get_project_chats row. */
export const fromProjectSummary = (c: ProjectChatSummary): Conversation => ({
  about: { kind: 'project', id: c.project_id },
  ...common(c),
});

/** A get_chats-by-repair row. */
export const fromRepairSummary = (c: RepairChatSummary): Conversation => ({
  about: { kind: 'repair_work', id: c.repair_works_id },
  ...common(c),
});

/** The server's date as milliseconds; NaN when it cannot be read ('YYYY-MM-DD HH:mm:ss' is made ISO first). */
export function chatTime(date: string): number {
  if (!date) return Number.NaN;
  return Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(date) ? date.replace(' ', 'T') : date);
}

/** The lists as one, newest first; an unreadable date sorts last, ties keep the lists' own order. */
export function mergeByDate(...lists: Conversation[][]): Conversation[] {
  const key = (c: Conversation) => {
    const t = chatTime(c.date);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return lists.flat().sort((a, b) => key(b) - key(a));
}

/** A stable key for a conversation: kind, listing and other party. */
export const conversationKey = (c: { about: ChatAbout; userId: number }) => `${c.about.kind}:${c.about.id}:${c.userId}`;

/** Whether `a` and `b` are the same conversation. */
export const sameConversation = (a: { about: ChatAbout; userId: number }, b: { about: ChatAbout; userId: number }) =>
  conversationKey(a) === conversationKey(b);
