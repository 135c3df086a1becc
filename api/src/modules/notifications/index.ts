import adminNotifications from './admin-notifications.route.ts';
import getNotificationList from './get-notification-list.route.ts';
import notificationsRead from './notifications-read.route.ts';

/** The caller's notifications read and marked read, and the admin's send (routes.ts composes it). */
export const notificationRoutes = [getNotificationList, notificationsRead, adminNotifications] as const;
