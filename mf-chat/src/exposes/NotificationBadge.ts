// Public surface: the unread-notifications badge the shell shows beside the header's Notifications link.
import { type NoWidgetProps, sectionWidget } from '@abode/shared';
import { NotificationBadge } from '../notifications/NotificationBadge.tsx';

export default sectionWidget<NoWidgetProps>(NotificationBadge);
