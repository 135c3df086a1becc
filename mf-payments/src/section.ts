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
    account: [
      {
        id: 'my-subscriptions',
        page: 'mySubscriptions',
        label: 'mySubscriptions',
        order: 70,
        signedIn: true,
        group: 'navPlansPayments',
      },
      {
        id: 'transactions',
        page: 'transactionHistory',
        label: 'transactionHistory',
        order: 71,
        signedIn: true,
        group: 'navPlansPayments',
      },
      {
        id: 'advertisements',
        page: 'myAdvertisements',
        label: 'myAdvertisements',
        order: 72,
        signedIn: true,
        group: 'navPlansPayments',
      },
    ],
    dashboard: [
      {
        id: 'subscriptions',
        page: 'subscriptionPlan',
        label: 'dashboardSubscriptions',
        description: 'dashboardSubscriptionsHint',
        order: 50,
      },
      {
        id: 'my-subscriptions',
        page: 'mySubscriptions',
        label: 'mySubscriptions',
        description: 'dashboardMySubscriptionsHint',
        order: 51,
      },
      {
        id: 'transactions',
        page: 'transactionHistory',
        label: 'transactionHistory',
        description: 'dashboardTransactionsHint',
        order: 52,
      },
      {
        id: 'advertisements',
        page: 'myAdvertisements',
        label: 'myAdvertisements',
        description: 'dashboardAdvertisementsHint',
        order: 53,
      },
    ],
  },
});
