// The shell's router: its own pages by path, and everything else to the remote that owns the path.
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

/** The route table (exported for tests). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'contact-us', element: <ContactPage /> },
      { path: 'faqs', element: <FaqsPage /> },
      { path: 'articles', element: <ArticlesPage /> },
      { path: 'articles/:slug', element: <ArticleDetailPage /> },
      { path: 'privacy-policy', element: <PrivacyPage /> },
      { path: 'terms-and-condition', element: <TermsPage /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];

const router = createBrowserRouter(routes);

/** The shell application. */
export function App() {
  return <RouterProvider router={router} />;
}
