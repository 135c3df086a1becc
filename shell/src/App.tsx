// The shell's router: its own pages by their declared ids, and every other path to the section whose
// manifest declares it.
import { PageLoader, sectionRoutes } from '@abode/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/Layout.tsx';
import { HomePage } from './pages/Home.page.tsx';
import { RemoteOutlet } from './remotes/RemoteSection.tsx';
import { shellSection } from './section.ts';

type ContentPages = typeof import('./pages/Content.pages.tsx');

/**
 * A content page, loaded when first visited: the content pages bring an HTML sanitiser and their schemas,
 * which the home page's first view should not pay for.
 */
function contentPage(name: keyof ContentPages) {
  const Page = lazy(() => import('./pages/Content.pages.tsx').then((m) => ({ default: m[name] as ComponentType })));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

const own = sectionRoutes(shellSection, <Layout />, {
  home: <HomePage />,
  about: contentPage('AboutPage'),
  contact: contentPage('ContactPage'),
  faqs: contentPage('FaqsPage'),
  articles: contentPage('ArticlesPage'),
  article: contentPage('ArticleDetailPage'),
  privacy: contentPage('PrivacyPage'),
  terms: contentPage('TermsPage'),
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
