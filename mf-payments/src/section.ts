// mf-payments declares itself: its pages, its entries in the shell's slots and its texts. The build writes this
// as section.json (pure TypeScript: Node imports it at build time).
import { defineSection } from '@abode/shared/section';
import { pages } from './pages.ts';
import { texts } from './texts/index.ts';

export const section = defineSection({
  name: 'mf_payments',
  pages,
  texts,
  roles: { plans: 'subscriptionPlan' },
  slots: {
    header: [{ id: 'plans', page: 'subscriptionPlan', label: 'subscriptionPlan', order: 70 }],
    dashboard: [
      {
        id: 'subscriptions',
        page: 'subscriptionPlan',
        label: 'dashboardSubscriptions',
        description: 'dashboardSubscriptionsHint',
        order: 50,
      },
    ],
  },
});
