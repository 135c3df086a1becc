// The route elements of the JV, construction and CSR pages (pages.ts ids), for the section's route table
// (src/routes.tsx spreads them). Each page is its own chunk, loaded on first visit, so the services pages' first
// view carries none of this code (decision 016); the shared page loader shows while a chunk arrives.
import type * as React from 'react';
import { lazyPage } from '../components/lazy-page.tsx';
import type { pages } from '../pages.ts';

type VenturePageId =
  | 'jointVentures'
  | 'jointVentureDetail'
  | 'addJointVenture'
  | 'editJointVenture'
  | 'myJointVentures'
  | 'constructions'
  | 'constructionDetail'
  | 'addConstruction'
  | 'editConstruction'
  | 'myConstructions'
  | 'csrWorks';

const list = () => import('./pages/VentureList.page.tsx');
const detail = () => import('./detail/VentureDetails.page.tsx');
const posting = () => import('./posting/AddVenture.page.tsx');
const mine = () => import('./manage/MyVentures.page.tsx');

/** One element per JV / construction / CSR page id. */
export const ventureRouteElements: Record<VenturePageId & keyof typeof pages, React.ReactNode> = {
  jointVentures: lazyPage(list, 'JointVenturesPage'),
  jointVentureDetail: lazyPage(detail, 'JointVentureDetailsPage'),
  addJointVenture: lazyPage(posting, 'AddJointVenturePage'),
  editJointVenture: lazyPage(posting, 'EditJointVenturePage'),
  myJointVentures: lazyPage(mine, 'MyJointVenturesPage'),
  constructions: lazyPage(list, 'ConstructionsPage'),
  constructionDetail: lazyPage(detail, 'ConstructionDetailsPage'),
  addConstruction: lazyPage(posting, 'AddConstructionPage'),
  editConstruction: lazyPage(posting, 'EditConstructionPage'),
  myConstructions: lazyPage(mine, 'MyConstructionsPage'),
  csrWorks: lazyPage(() => import('../csr/CsrWorks.page.tsx'), 'CsrWorksPage'),
};
