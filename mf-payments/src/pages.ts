// Every page mf-payments serves, by id. The route table (routes.tsx) and the section manifest are built from
// this object; other sections link here with `sectionHref('mf_payments', id, params)`.
export const pages = {
  subscriptionPlan: '/subscription-plan',
  mySubscriptions: '/user/subscription',
  transactionHistory: '/user/transaction-history',
  receipt: '/user/transaction-history/:id/receipt',
  myAdvertisements: '/user/advertisement',
  paymentReturn: '/payment/return',
} as const;

declare module '@abode/shared/section' {
  interface SectionPageMap {
    mf_payments: typeof pages;
  }
}
