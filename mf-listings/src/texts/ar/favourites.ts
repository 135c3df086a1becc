import type { EN_FAVOURITES } from '../en/favourites.ts';

/** Arabic texts of listings: the favourites page's tabs and its favourite projects. */
export const AR_FAVOURITES: Record<keyof typeof EN_FAVOURITES, string> = {
  favTabs: 'المفضلة',
  favTabProperties: 'العقارات',
  favTabProjects: 'المشاريع',
  favProjectsTitle: 'المشاريع المفضلة',
  favProjectsNoun: 'مشاريع',
  favProjectsEmpty: 'اضغط على القلب في أي مشروع لحفظه هنا.',
  favRemove: 'إزالة',
  favRemoveProject: 'إزالة {title} من المفضلة',
};
