// Notifications (get_notification_list, notifications-read), keyed under ['notifications', userId, …].
import { call } from '@abode/shared';
import { getNotificationList, notificationsRead } from '@abode/shared/operations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Notifications per page. */
export const NOTIFICATIONS_PER_PAGE = 20;

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** Page `page` of the reader's notifications (with `total` and `unread`). */
  list: (userId: number, page: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), userId, 'list', page] as const,
      queryFn: ({ signal }) =>
        call(
          getNotificationList,
          { query: { offset: (page - 1) * NOTIFICATIONS_PER_PAGE, limit: NOTIFICATIONS_PER_PAGE } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** The reader's unread count (the header badge): one row asked for, `unread` read. */
  unread: (userId: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), userId, 'unread'] as const,
      queryFn: async ({ signal }) =>
        (await call(getNotificationList, { query: { offset: 0, limit: 1 } }, { signal })).unread,
      staleTime: 60_000,
    }),
};

/** Marks one notification (or, without an id, every one) read; answers the unread count after it. */
export async function markNotificationsRead(id?: number) {
  const answer = await call(notificationsRead, { body: id === undefined ? {} : { id } });
  return answer.data.unread;
}
