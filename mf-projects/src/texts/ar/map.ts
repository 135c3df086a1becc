import type { EN_MAP } from '../en/map.ts';

/** Arabic texts of projects: the map view, the location picker's fallback and file parameters of the form. */
export const AR_MAP: Record<keyof typeof EN_MAP, string> = {
  projectViewSwitch: 'اعرض المشاريع',
  projectListView: 'قائمة',
  projectMapView: 'خريطة',
  projectMapUnavailable: 'الخريطة غير متاحة الآن.',
  projectMapUnavailableList: 'الخريطة غير متاحة الآن، لذا تُعرض المشاريع في قائمة.',
  projectMapRegion: 'خريطة المشاريع',
  projectMapCluster: '{count} مشروع هنا، كبّر الخريطة',
  projectMapMarker: '{title}، {place}',
  projectMapCount: 'المشاريع في هذه المنطقة: {count}',
  projectMapTruncated: 'المشاريع في هذه المنطقة: {count}، يظهر منها على الخريطة {shown}. كبّر الخريطة لرؤيتها كلها.',
  projectMapNone: 'لا توجد مشاريع في هذه المنطقة. صغّر الخريطة أو حرّكها أو غيّر عوامل التصفية.',
  projectMapApproximate:
    'تُظهر كل علامة منطقة المشروع، نحو كيلومتر واحد، لا مكانه الدقيق: المواقع الدقيقة متاحة مع باقة تشمل تفاصيل المشاريع.',
  projectMapOpen: 'عرض المشروع',
  projectMapCardGone: 'لم يعد هذا المشروع معروضًا.',
  projectPickerUnavailable: 'خريطة اختيار الموقع غير متاحة الآن: اكتب العنوان، والإحداثيات إن كنت تعرفها.',
  projectCurrentFile: 'الملف الحالي',
  projectParameterFileHint: 'صورة (JPEG أو PNG) أو مستند (PDF أو DOC أو DOCX أو TXT)',
};
