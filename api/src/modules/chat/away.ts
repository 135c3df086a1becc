// A message its receiver has not read a little after it was sent means they are away: it becomes a notification
// (and, with push, reaches their device). Read in time — on an open chat page the live stream shows it and the
// page marks it read — it notifies nobody. The check is a timer in the sending process: a crash before it fires
// skips the notification, never the message.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { chats } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announce } from '../notifications/announce.ts';

/** After `config.chatAwayMs`, notifies the receiver of message `id` if it is still unread. */
export function notifyIfUnread(
  ctx: { deps: Deps; urls: UrlBuilder; log: FastifyBaseLogger },
  message: { id: number; receiver_id: number; message: string; file: string; audio: string },
  sender: AuthUser,
  about: { kind: 'property' | 'project' | 'repair_work'; id: number },
): void {
  const timer = setTimeout(async () => {
    try {
      const [row] = await ctx.deps.db.select({ is_read: chats.is_read }).from(chats).where(eq(chats.id, message.id));
      if (!row || row.is_read) return;
      const what = message.audio ? 'sent you a voice note' : message.file ? 'sent you a file' : '';
      await announce(ctx, {
        to: message.receiver_id,
        type: 'chat',
        title: `New message from ${sender.name ?? 'a user'}`,
        message: message.message ? message.message.slice(0, 200) : `${sender.name ?? 'A user'} ${what}.`,
        // For a chat, `item_slug` names what the conversation is about and `item_id` its id.
        item: { type: 'chat', id: about.id, slug: about.kind },
        otherUserId: sender.id,
        propertyId: about.kind === 'property' ? about.id : null,
        image: sender.profile,
      });
    } catch (err) {
      ctx.log.error({ err }, 'chat away check failed');
    }
  }, ctx.deps.config.chatAwayMs);
  timer.unref();
}
