import type { TranslationKey } from '../../../../shared/src/i18n/en.ts';
import { AR_SESSION } from './ar/session.ts';

/**
 * Arabic core interface texts: every key of the core English dictionary (the type makes a missing key an
 * error). Each section ships its own Arabic texts; this file only overrides or completes the core ones.
 */
export const AR: Record<TranslationKey, string> = {
  properties: 'العقارات',
  projects: 'المشاريع',
  subscriptionPlan: 'خطة الاشتراك',
  login: 'تسجيل الدخول',
  search: 'بحث',
  searchPlaceholder: 'ابحث بالعنوان أو المدينة أو الفئة',
  all: 'الكل',
  category: 'الفئة',
  city: 'المدينة',
  applyFilter: 'تطبيق الفلتر',
  clearFilter: 'مسح الفلتر',
  noDataFound: 'لا توجد بيانات',
  price: 'السعر',
  featured: 'مميز',
  verified: 'موثق',
  phoneNumber: 'رقم الهاتف',
  retry: 'إعادة المحاولة',
  pageNotFound: 'الصفحة غير موجودة',
  paginationPage: 'الصفحة {page}',
  paginationFirst: 'الصفحة الأولى',
  paginationPrevious: 'الصفحة السابقة',
  paginationNext: 'الصفحة التالية',
  paginationLast: 'الصفحة الأخيرة',
  backHome: 'العودة إلى الرئيسية',
  loading: 'جارٍ التحميل…',
  underConstruction: 'قيد الإنشاء',
  upcoming: 'قريبًا',
  active: 'نشط',
  message: 'رسالة',
  cancel: 'إلغاء',
  profileState: 'الولاية',
  profileCountry: 'الدولة',
  profileLatitude: 'خط العرض',
  profileLongitude: 'خط الطول',
  packageGateTitle: 'الباقة مطلوبة',
  packageGateOk: 'موافق',
  packageGateCancel: 'ليس الآن',
  ...AR_SESSION,
};
