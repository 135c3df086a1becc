import type { EN } from './en.ts';

/** Arabic texts of the services section. Every English key is here: the type makes a missing one an error. */
export const AR: Record<keyof typeof EN, string> = {
  services: 'الخدمات',
  repairWorks: 'أعمال الصيانة',
  jointVentures: 'المشاريع المشتركة',
  constructions: 'البناء',
  csrWorks: 'أعمال المسؤولية الاجتماعية',
  serviceType: 'نوع الخدمة',
  searchServicesPlaceholder: 'ابحث بالعنوان أو الشركة أو النوع',
};
