/** Chats: the demo user asks the agent about two of the agent's live listings; some answers are unread. */
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import type { DemoListings } from './properties.ts';
import type { DemoPeople } from './users.ts';

/** The messages written and the two listings asked about (null when the agent has fewer than two live ones). */
export interface DemoChats {
  count: number;
  asked: [number, number] | null;
}

export async function seedChats(
  { db, now }: SeedContext,
  { props, propIds }: DemoListings,
  { userId, agentId }: DemoPeople,
): Promise<DemoChats> {
  const agentListings = propIds.filter((_, i) => {
    const p = props[i];
    return p?.added_by === agentId && p.status === 1 && p.request_status === 'approved';
  });
  const [askedFirst, askedSecond] = agentListings;
  if (!askedFirst || !askedSecond) return { count: 0, asked: null };
  const chatRows: (typeof t.chats.$inferInsert)[] = [];
  const say = (from: number, to: number, propertyId: number, message: string, hoursAgo: number, read: boolean) => {
    const at = new Date(now.getTime() - hoursAgo * 3_600_000);
    chatRows.push({
      sender_id: from,
      receiver_id: to,
      property_id: propertyId,
      message,
      is_read: read,
      created_at: at,
      updated_at: at,
    });
  };
  say(userId, agentId, askedSecond, 'What is the monthly maintenance charge?', 74, true);
  say(agentId, userId, askedSecond, 'It is ₹3,500 a month, water included.', 72, true);
  say(userId, agentId, askedSecond, 'Thanks, I will think about it.', 70, false);
  say(userId, agentId, askedFirst, 'Hello! Is this still available?', 5, true);
  say(agentId, userId, askedFirst, 'Yes, it is. Would you like to visit this weekend?', 3, false);
  say(agentId, userId, askedFirst, 'I can show it on Saturday at 11 am.', 2, false);
  await db.insert(t.chats).values(chatRows);
  return { count: chatRows.length, asked: [askedFirst, askedSecond] };
}
