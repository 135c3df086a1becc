import type { EN } from './en.ts';

/** Arabic texts of the projects section. Every English key is here: the type makes a missing one an error. */
export const AR: Record<keyof typeof EN, string> = {
  projects: 'المشاريع',
  allProjects: 'جميع المشاريع',
  floorPlans: 'مخططات الطوابق',
  projectType: 'نوع المشروع',
  searchProjectsPlaceholder: 'ابحث بالعنوان أو الموقع أو الفئة',
  backToProjects: 'جميع المشاريع',
  projectNotFound: 'تعذّر العثور على هذا المشروع.',
  projectPhotos: 'الصور',
  projectPhoto: '{title} — الصورة {n} من {count}',
  projectAbout: 'عن هذا المشروع',
  projectArea: 'المساحة',
  projectAreaValue: '{sqft} قدم مربع',
  projectNoPlans: 'لم تُنشر مخططات طوابق لهذا المشروع بعد.',
  projectDocuments: 'المستندات',
  projectVideo: 'شاهد فيديو المشروع',
  projectOpensNewTab: '(يُفتح في علامة تبويب جديدة)',
  projectContact: 'التواصل',
  projectEmail: 'البريد الإلكتروني',
  projectBuilderPage: 'جميع مشاريع {name}',
};
