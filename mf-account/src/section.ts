// mf-account declares itself: its pages, its entries in the shell's slots and its texts. The build writes this
// as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_account',
  pages,
  texts,
  roles: { signIn: 'login', register: 'register', profile: 'profile', dashboard: 'dashboard' },
  slots: {
    header: [{ id: 'agents', page: 'agents', label: 'agents', order: 50 }],
    account: [
      { id: 'dashboard', page: 'dashboard', label: 'dashboard', order: 10, signedIn: true },
      { id: 'profile', page: 'profile', label: 'profile', order: 20, signedIn: true },
      // Last, after the listings and the payments: where a blocked person is found again and unblocked.
      { id: 'blocked-users', page: 'blockedUsers', label: 'blockedUsers', order: 90, signedIn: true },
    ],
    footer: [
      { id: 'agents', page: 'agents', label: 'agents', order: 40, column: 'explore' },
      { id: 'builders', page: 'builders', label: 'builders', order: 41, column: 'explore' },
    ],
    dashboard: [
      {
        id: 'verification',
        page: 'verification',
        label: 'dashboardVerification',
        description: 'dashboardVerificationHint',
        order: 70,
      },
      { id: 'profile', page: 'profile', label: 'dashboardProfile', description: 'dashboardProfileHint', order: 80 },
    ],
  },
});
