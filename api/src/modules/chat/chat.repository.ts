import { CHAT_MEDIA_MESSAGES, type ChatConversation, type ChatLastMessage } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, isNotNull, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blocked_chat_users, chats, customers, projects, propertys, repair_works } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';

/**
 * What a conversation is about: a property (get_chats…), a project (get_project_chats…) or a repair work
 * (get_chats-by-repair…).
 */
export type ChatSubject = 'property' | 'project' | 'repair';

// Per subject: the chats column naming it, and its table's id, title and picture.
const SUBJECTS = {
  property: {
    column: chats.property_id,
    table: propertys,
    id: propertys.id,
    title: propertys.title,
    image: propertys.title_image,
    slug: propertys.slug_id,
  },
  project: {
    column: chats.project_id,
    table: projects,
    id: projects.id,
    title: projects.title,
    image: projects.image,
    slug: projects.slug_id,
  },
  repair: {
    column: chats.repair_works_id,
    table: repair_works,
    id: repair_works.id,
    title: repair_works.title,
    image: repair_works.title_image,
    slug: repair_works.slug_id,
  },
} as const;

// Timestamps read through a CTE or an aggregate arrive as strings on node-postgres and as Dates on PGlite.
function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

const blockedBy = (by: SQL | number, user: SQL | number) =>
  sql<boolean>`exists (select 1 from ${blocked_chat_users} b where b.by_user_id = ${by} and b.user_id = ${user})`;

/** One conversation of a user: the other party and the property or project, with the latest message's time. */
export interface ConversationRow {
  listing_id: number;
  title: string;
  title_image: string;
  date: string;
  unread_count: number;
  user_id: number;
  name: string;
  profile: string;
  is_blocked_by_me: boolean;
  is_blocked_by_user: boolean;
  last_message: ChatLastMessage;
}

/** A stored file name that is a picture (sent files are checked by content and keep its extension). */
const PICTURE = /\.(png|jpe?g|webp|gif)$/i;

/** What a message carries, as the inbox names it. */
export function lastMessageKind(row: { file: string; audio: string }): ChatLastMessage['kind'] {
  if (row.audio) return 'voice';
  if (row.file) return PICTURE.test(row.file) ? 'photo' : 'file';
  return 'text';
}

// The latest message of each conversation, joined by its id.
const lastChat = alias(chats, 'last_chat');

/**
 * A user's conversations about properties (or projects) grouped by (other user, listing), latest first,
 * with unread counts and block flags; `total` counts every conversation before paging.
 */
export async function listConversations(
  db: Db,
  me: number,
  subject: ChatSubject,
  page: number,
  perPage: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const on = SUBJECTS[subject];
  const convo = db.$with('convo').as(
    db
      .select({
        other_id:
          sql<number>`case when ${chats.sender_id} = ${me} then ${chats.receiver_id} else ${chats.sender_id} end`.as(
            'other_id',
          ),
        listing_id: sql<number>`${on.column}`.as('listing_id'),
        last_id: max(chats.id).as('last_id'),
        last_at: max(chats.created_at).as('last_at'),
        unread_count: sql<number>`count(*) filter (where ${chats.receiver_id} = ${me} and not ${chats.is_read})`.as(
          'unread_count',
        ),
      })
      .from(chats)
      .where(and(or(eq(chats.sender_id, me), eq(chats.receiver_id, me)), isNotNull(on.column)))
      // By position: the CASE above carries a parameter, so repeating it would not match it.
      .groupBy(sql`1, 2`),
  );
  const rows = await db
    .with(convo)
    .select({
      listing_id: convo.listing_id,
      title: on.title,
      title_image: on.image,
      last_at: convo.last_at,
      unread_count: convo.unread_count,
      user_id: convo.other_id,
      name: customers.name,
      profile: customers.profile,
      is_blocked_by_me: blockedBy(me, sql`${convo.other_id}`),
      is_blocked_by_user: blockedBy(sql`${convo.other_id}`, me),
      last_sender: lastChat.sender_id,
      last_text: lastChat.message,
      last_file: lastChat.file,
      last_audio: lastChat.audio,
      total: sql<number>`count(*) over ()`,
    })
    .from(convo)
    .innerJoin(lastChat, eq(lastChat.id, convo.last_id))
    .innerJoin(on.table, eq(on.id, convo.listing_id))
    .innerJoin(customers, eq(customers.id, convo.other_id))
    .orderBy(desc(convo.last_at), desc(convo.last_id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows[0] ? Number(rows[0].total) : await countConversations(db, me, subject);
  return {
    total,
    rows: rows.map((r) => ({
      listing_id: Number(r.listing_id),
      title: r.title,
      title_image: r.title_image,
      date: iso(r.last_at),
      unread_count: Number(r.unread_count),
      user_id: Number(r.user_id),
      name: r.name ?? '',
      profile: r.profile ?? '',
      is_blocked_by_me: Boolean(r.is_blocked_by_me),
      is_blocked_by_user: Boolean(r.is_blocked_by_user),
      last_message: {
        sender_id: r.last_sender,
        message: r.last_text,
        kind: lastMessageKind({ file: r.last_file, audio: r.last_audio }),
      },
    })),
  };
}

/** A conversation's header as stored (pictures are file names). */
export interface ConversationHeader extends Pick<ChatConversation, 'is_blocked_by_me' | 'is_blocked_by_user'> {
  user: { id: number; name: string; profile: string | null };
  listing: { id: number; title: string; image: string | null; slug: string | null };
}

/**
 * Who `me` talks with and about what (a conversation's header, messages or not): the other user, the
 * listing, and the block flags both ways; undefined when the user or the listing does not exist.
 */
export async function conversationHeader(
  db: Db,
  me: number,
  other: number,
  subject: ChatSubject,
  listingId: number,
): Promise<ConversationHeader | undefined> {
  const on = SUBJECTS[subject];
  const [row] = await db
    .select({
      user_id: customers.id,
      name: customers.name,
      profile: customers.profile,
      listing_id: on.id,
      title: on.title,
      image: on.image,
      slug: on.slug,
      is_blocked_by_me: blockedBy(me, other),
      is_blocked_by_user: blockedBy(other, me),
    })
    .from(customers)
    .innerJoin(on.table, eq(on.id, listingId))
    .where(eq(customers.id, other));
  if (!row) return undefined;
  return {
    user: { id: row.user_id, name: row.name ?? '', profile: row.profile },
    listing: { id: row.listing_id, title: row.title, image: row.image, slug: row.slug },
    is_blocked_by_me: Boolean(row.is_blocked_by_me),
    is_blocked_by_user: Boolean(row.is_blocked_by_user),
  };
}

// A page past the end has no row to carry count(*) over (); the total then needs its own query.
async function countConversations(db: Db, me: number, subject: ChatSubject): Promise<number> {
  const on = SUBJECTS[subject];
  const [row] = await db
    .select({
      n: sql<number>`count(distinct (case when ${chats.sender_id} = ${me} then ${chats.receiver_id} else ${chats.sender_id} end, ${on.column}))`,
    })
    .from(chats)
    .innerJoin(on.table, eq(on.id, on.column))
    .where(or(eq(chats.sender_id, me), eq(chats.receiver_id, me)));
  return Number(row?.n ?? 0);
}

const between = (me: number, other: number, subject: ChatSubject, listingId: number) =>
  and(
    eq(SUBJECTS[subject].column, listingId),
    or(
      and(eq(chats.sender_id, me), eq(chats.receiver_id, other)),
      and(eq(chats.sender_id, other), eq(chats.receiver_id, me)),
    ),
  );

/** Marks what `other` sent `me` about a listing as read. */
export async function markRead(
  db: Db,
  me: number,
  other: number,
  subject: ChatSubject,
  listingId: number,
): Promise<void> {
  await db
    .update(chats)
    .set({ is_read: true })
    .where(
      and(
        eq(SUBJECTS[subject].column, listingId),
        eq(chats.sender_id, other),
        eq(chats.receiver_id, me),
        eq(chats.is_read, false),
      ),
    );
}

/** One page of the messages between two users about a listing, newest first, with the sender's avatar. */
export async function listMessages(
  db: Db,
  me: number,
  other: number,
  subject: ChatSubject,
  listingId: number,
  page: number,
  perPage: number,
) {
  const where = between(me, other, subject, listingId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ chat: chats, sender_profile: customers.profile })
      .from(chats)
      .innerJoin(customers, eq(customers.id, chats.sender_id))
      .where(where)
      .orderBy(desc(chats.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(chats).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Whether `by` has blocked `user`. */
export async function isBlocked(db: Db, by: number, user: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocked_chat_users.id })
    .from(blocked_chat_users)
    .where(and(eq(blocked_chat_users.by_user_id, by), eq(blocked_chat_users.user_id, user)))
    .limit(1);
  return Boolean(row);
}

/** Whether two users have exchanged a message about a listing (either way). */
export async function haveTalked(
  db: Db,
  me: number,
  other: number,
  subject: ChatSubject,
  listingId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(between(me, other, subject, listingId))
    .limit(1);
  return Boolean(row);
}

/** The active customer with this id, if any (for a receiver). */
export async function findActiveCustomer(db: Db, id: number) {
  const [row] = await db
    .select({ id: customers.id, role: customers.role })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.isActive, 1)))
    .limit(1);
  return row;
}

/** Whether a property exists. */
export async function propertyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: propertys.id }).from(propertys).where(eq(propertys.id, id)).limit(1);
  return Boolean(row);
}

/** Stores a text message about a property, a project or a repair work; returns its id. */
export async function insertMessage(
  db: Db,
  msg: { sender_id: number; receiver_id: number; message: string; file?: string; audio?: string } & (
    | { property_id: number }
    | { project_id: number }
    | { repair_works_id: number }
  ),
): Promise<typeof chats.$inferSelect> {
  const [row] = await db.insert(chats).values(msg).returning();
  if (!row) throw new Error('chat insert returned no row');
  return row;
}

/** Deletes one message if `me` sent it; 404 when there is no such message, 403 when it is someone else's. */
export async function deleteOwnMessage(db: Db, me: number, id: number): Promise<(typeof chats.$inferSelect)[]> {
  const [row] = await db.select({ sender_id: chats.sender_id }).from(chats).where(eq(chats.id, id)).for('update');
  if (!row) throw new ApiError('NOT_FOUND', CHAT_MEDIA_MESSAGES.messageNotFound);
  if (row.sender_id !== me) throw new ApiError('FORBIDDEN', CHAT_MEDIA_MESSAGES.notYourMessage);
  return db.delete(chats).where(eq(chats.id, id)).returning();
}

/** Deletes every message `me` sent to `receiver_id` about one listing (upstream's conversation form). */
export async function deleteOwnConversation(
  db: Db,
  me: number,
  target: { receiver_id?: number; property_id?: number; project_id?: number; repair_works_id?: number },
): Promise<(typeof chats.$inferSelect)[]> {
  const listing =
    target.property_id !== undefined
      ? eq(chats.property_id, target.property_id)
      : target.project_id !== undefined
        ? eq(chats.project_id, target.project_id)
        : eq(chats.repair_works_id, target.repair_works_id ?? 0);
  return db
    .delete(chats)
    .where(and(eq(chats.sender_id, me), eq(chats.receiver_id, target.receiver_id ?? 0), listing))
    .returning();
}
