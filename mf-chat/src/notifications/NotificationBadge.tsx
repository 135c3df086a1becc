// The unread count beside the header's "Notifications" link (lent to the shell through the section's slot). It
// holds the page's live stream open while someone is signed in: a notification raises the count at once, and
// chat events keep any open conversation current.
import { notify, useSession } from '@abode/shared';
import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../i18n.ts';
import { applyLiveEvent, joinLiveStream } from '../live/live-chat.ts';
import { notificationQueries } from './notification.queries.ts';

function LiveBadge({ userId }: { userId: number }) {
  const t = useT();
  const client = useQueryClient();
  const unread = useQuery({ ...notificationQueries.unread(userId), meta: { silent: true } });
  useEffect(
    () =>
      joinLiveStream(userId, (event) => {
        if (event.type === 'notification') {
          // In the foreground the notification is a toast (the worker shows it when the page is closed).
          notify.info(event.data.notification.title);
          client.setQueryData(notificationQueries.unread(userId).queryKey, event.data.unread);
          void client.invalidateQueries({ queryKey: [...notificationQueries.all(), userId, 'list'] });
        } else applyLiveEvent(client, userId, event);
      }),
    [userId, client],
  );
  const count = unread.data ?? 0;
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="red"
      ms={4}
      data-testid="notification-badge"
      aria-label={t('unreadNotifications').replace('{count}', String(count))}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** The badge, for a signed-in reader only. */
export function NotificationBadge() {
  const session = useSession();
  return session.isLoggedIn && session.user ? <LiveBadge userId={session.user.id} /> : null;
}
