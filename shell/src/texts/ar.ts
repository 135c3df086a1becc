import type { EN } from './en.ts';

/**
 * Arabic texts of the shell: its own pages (home, articles, about us, contact, FAQs, privacy, terms), header, footer,
 * language picker and section fallbacks. Every English key is here: the type makes a missing one an error.
 */
export const AR: Record<keyof typeof EN, string> = {
  appName: 'أبود',
  home: 'الرئيسية',
  articles: 'المقالات',
  faqs: 'الأسئلة الشائعة',
  contactUs: 'اتصل بنا',
  aboutUs: 'من نحن',
  privacyPolicy: 'سياسة الخصوصية',
  termsConditions: 'الشروط والأحكام',
  logout: 'تسجيل الخروج',
  profile: 'الملف الشخصي',
  language: 'اللغة',
  sectionUnavailable: 'تعذر تحميل هذا القسم.',
  sectionUnavailableHint: 'باقي أقسام أبود تعمل بشكل طبيعي. حاول مرة أخرى بعد قليل.',
  sectionIncompatibleHint:
    'باقي أقسام أبود تعمل بشكل طبيعي. بُني هذا القسم لإصدار shared {requires}، والبوابة تعمل بالإصدار {running} — أعد نشر القسم.',
  unsupportedFeature: 'هذه الميزة غير مدعومة في متصفحك. حمّل التطبيق للحصول على التجربة الكاملة.',
  downloadApp: 'حمّل التطبيق',
  heroTitle: 'اعثر على مكان تسميه بيتك',
  heroSubtitle: 'منازل للبيع والإيجار، ومشاريع جديدة، وخدمات ووكلاء موثوقون — كل ذلك في مكان واحد.',
  seeAll: 'عرض الكل',
  rights: 'جميع الحقوق محفوظة.',
  skipToContent: 'انتقل إلى المحتوى',
  // Navigation landmarks of the header, the drawer, the footer and the home page.
  mainNavigation: 'التنقّل الرئيسي',
  mobileNavigation: 'التنقّل على الجوّال',
  menu: 'القائمة',
  more: 'المزيد',
  footerNavigation: 'روابط التذييل',
  footerExplore: 'استكشف',
  footerTools: 'أدوات',
  footerCompany: 'الشركة',
  exploreSections: 'استكشف الأقسام',
  unsupportedFeatures: 'متصفحك لا يدعم بعض الميزات (الإشعارات والملاحظات الصوتية).',
  getTheAppIos: 'حمّل التطبيق من App Store',
  getTheAppAndroid: 'حمّل التطبيق من Google Play',
  dismiss: 'إغلاق',
  // DEMO_MODE: the strip at the bottom of every page.
  demoLabel: 'موقع تجريبي',
  demoNotice: 'هذا موقع تجريبي: تصفّح وسجّل الدخول بحساب تجريبي، لكن لا يمكن تغيير أي شيء.',
};
