// A remote on its own (QA, `pnpm --filter mf-x dev`): the same providers as the shell, its own routes,
// and a small frame that links to its pages.
import '../src/styles.css';
import { Alert, Anchor, Container, Group } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { rehydrate } from './state/persist.ts';
import { abodeStore, languageAtom } from './state/slices.ts';

/** Options of a standalone start. */
export interface StandaloneOptions {
  /** The package name, shown in the QA banner. */
  title: string;
  routes: RouteObject[];
  /** Links shown in the frame: [label, path]. */
  links: Array<[string, string]>;
}

function Frame({ title, links }: Omit<StandaloneOptions, 'routes'>) {
  return (
    <Container size="xl" py="md">
      <Alert color="gray" mb="md" title={`${title} — standalone`} data-testid="standalone-banner">
        <Group component="nav" aria-label="Section pages" gap="md">
          {links.map(([label, to]) => (
            <Anchor key={to} component={Link} to={to}>
              {label}
            </Anchor>
          ))}
        </Group>
      </Alert>
      <main id="main">
        <Outlet />
      </main>
    </Container>
  );
}

/** Mount a remote standalone into #root. */
export async function startStandalone({ title, routes, links }: StandaloneOptions): Promise<void> {
  await rehydrate(abodeStore);
  const queryClient = createQueryClient();
  const dir = abodeStore.get(languageAtom).selected.rtl ? 'rtl' : 'ltr';
  document.documentElement.dir = dir;
  const router = createBrowserRouter([{ element: <Frame title={title} links={links} />, children: routes }]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} dir={dir}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
