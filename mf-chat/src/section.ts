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
    account: [{ id: 'chat', page: 'chat', label: 'chat', order: 30, signedIn: true }],
    dashboard: [{ id: 'chat', page: 'chat', label: 'dashboardChat', description: 'dashboardChatHint', order: 60 }],
  },
});
