// The shell's router: its own pages by their declared ids, and every other path to the section whose
// manifest declares it.
import { sectionRoutes } from '@abode/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/Layout.tsx';
import {
  AboutPage,
  ArticleDetailPage,
  ArticlesPage,
  ContactPage,
  FaqsPage,
  PrivacyPage,
  TermsPage,
} from './pages/Content.pages.tsx';
import { HomePage } from './pages/Home.page.tsx';
import { RemoteOutlet } from './remotes/RemoteSection.tsx';
import { shellSection } from './section.ts';

const own = sectionRoutes(shellSection, <Layout />, {
  home: <HomePage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  faqs: <FaqsPage />,
  articles: <ArticlesPage />,
  article: <ArticleDetailPage />,
  privacy: <PrivacyPage />,
  terms: <TermsPage />,
});

/** The route table (exported for tests). */
export const routes: RouteObject[] = [
  { element: own[0]?.element, children: [...(own[0]?.children ?? []), { path: '*', element: <RemoteOutlet /> }] },
];

const router = createBrowserRouter(routes);

/** The shell application. */
export function App() {
  return <RouterProvider router={router} />;
}
