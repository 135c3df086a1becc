import { AR_ENGAGEMENT } from './ar/engagement.ts';
import { AR_FAVOURITES } from './ar/favourites.ts';
import { AR_FINDING } from './ar/finding.ts';
import { AR_MANAGE } from './ar/manage.ts';
import { AR_MAP } from './ar/map.ts';
import { AR_POSTING } from './ar/posting.ts';
import { AR_TOOLS } from './ar/tools.ts';
import type { EN } from './en.ts';

/**
 * Arabic texts of the listings section: properties, posting and managing them, the detail page, the map, the feed and
 * the tools. Every English key is here: the type makes a missing one an error.
 */
export const AR: Record<keyof typeof EN, string> = {
  allProperties: 'جميع العقارات',
  properties: 'العقارات',
  sell: 'بيع',
  rent: 'إيجار',
  sold: 'مباع',
  rented: 'مؤجر',
  forSale: 'للبيع',
  forRent: 'للإيجار',
  minPrice: 'أدنى سعر',
  maxPrice: 'أعلى سعر',
  propertyType: 'نوع العقار',
  loadMore: 'تحميل المزيد',
  viewDetails: 'عرض التفاصيل',
  description: 'الوصف',
  location: 'الموقع',
  gallery: 'معرض الصور',
  facilities: 'المرافق',
  nearbyPlaces: 'أماكن قريبة',
  similarProperties: 'عقارات مشابهة',
  postedBy: 'نشره',
  views: 'المشاهدات',
  premium: 'بريميوم',
  latestProperties: 'أحدث العقارات',
  dashboardListings: 'عقاراتي',
  dashboardListingsHint: 'اعرض عقاراتك المنشورة وعدّلها وروّج لها.',
  // Ways into the listings pages (shell menu and footer, dashboard).
  navPostProperty: 'أضف عقارًا',
  navMyProperties: 'عقاراتي',
  navFavourites: 'المفضلة',
  navInterested: 'العقارات التي أبديت اهتمامًا بها',
  navFeed: 'الموجز المخصص',
  navMap: 'البحث على الخريطة',
  navMortgage: 'حاسبة الرهن العقاري',
  navAreaConverter: 'محوّل المساحات',
  dashboardPost: 'أضف عقارًا',
  dashboardPostHint: 'اعرض منزلًا أو أرضًا أو مكتبًا للبيع أو الإيجار.',
  dashboardFavourites: 'المفضلة',
  dashboardFavouritesHint: 'العقارات التي حفظتها.',
  dashboardInterested: 'العقارات التي أبديت اهتمامًا بها',
  dashboardInterestedHint: 'العقارات التي أبديت اهتمامًا بها، وما قرره أصحابها.',
  dashboardFeed: 'الموجز المخصص',
  dashboardFeedHint: 'أخبرنا بما تبحث عنه واحصل على توصيات.',
  ...AR_POSTING,
  ...AR_MANAGE,
  ...AR_ENGAGEMENT,
  ...AR_MAP,
  ...AR_FINDING,
  ...AR_TOOLS,
  ...AR_FAVOURITES,
};
