// mf-chat declares itself: its pages, its entries in the shell's slots and its texts. The build writes this
// as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_chat',
  pages,
  texts,
  roles: { chat: 'chat' },
  slots: {
    header: [
      {
        id: 'notifications',
        page: 'notifications',
        label: 'notifications',
        order: 90,
        signedIn: true,
        badge: 'NotificationBadge',
      },
    ],
    account: [
      { id: 'chat', page: 'chat', label: 'chat', order: 30, signedIn: true },
      { id: 'notifications', page: 'notifications', label: 'notifications', order: 31, signedIn: true },
    ],
    dashboard: [
      { id: 'chat', page: 'chat', label: 'dashboardChat', description: 'dashboardChatHint', order: 60 },
      {
        id: 'notifications',
        page: 'notifications',
        label: 'notifications',
        description: 'dashboardNotificationsHint',
        order: 61,
      },
    ],
  },
  // The unread count beside the header link.
  widgets: {
    NotificationBadge: { module: './NotificationBadge' },
  },
});
