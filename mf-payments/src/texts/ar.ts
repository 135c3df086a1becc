import type { EN } from './en.ts';

/**
 * Arabic texts of the payments section: subscription plans. Every English key is here: the type makes a missing one an
 * error.
 */
export const AR: Record<keyof typeof EN, string> = {
  subscriptionPlan: 'خطة الاشتراك',
  choosePlan: 'اختر الخطة',
  free: 'مجاني',
  paid: 'مدفوع',
  duration: 'المدة',
  days: 'أيام',
  hours: 'ساعات',
  unlimited: 'غير محدود',
  features: 'المزايا',
  checkoutComingSoon: 'الدفع متاح قريبًا',
  validUntil: 'صالح حتى',
  day: 'يوم',
  hour: 'ساعة',
  dashboardSubscriptions: 'الاشتراكات',
  dashboardSubscriptionsHint: 'اختر باقة لنشر الإعلانات وتمييزها.',
};
