/** English texts of the payments section: subscription plans. Complete: every other language falls back to it. */
export const EN = {
  subscriptionPlan: 'Subscription Plan',
  choosePlan: 'Choose plan',
  free: 'Free',
  paid: 'Paid',
  duration: 'Duration',
  days: 'Days',
  hours: 'Hours',
  unlimited: 'Unlimited',
  features: 'Features',
  checkoutComingSoon: 'Checkout is coming soon',
  validUntil: 'Valid until',
  day: 'Day',
  hour: 'Hour',
  dashboardSubscriptions: 'Subscriptions',
  dashboardSubscriptionsHint: 'Choose a package to post and feature listings.',
} as const;
