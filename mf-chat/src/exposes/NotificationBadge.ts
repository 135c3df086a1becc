// Public surface: the unread-notifications badge the shell shows beside the header's Notifications link.
import { sectionWidget } from '@abode/shared';
import { NotificationBadge } from '../notifications/NotificationBadge.tsx';
import type { LentWidgets } from '../public.ts';

export default sectionWidget<LentWidgets['NotificationBadge']>(NotificationBadge);
