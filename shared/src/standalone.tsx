// A remote on its own (QA, `pnpm --filter mf-x dev`): the same providers as the shell, its own routes,
// and a small frame that shows the section's own slot entries, from the same declaration the build turns
// into its section.json. Other sections are absent: links to them render as text, their widgets as their
// fallbacks.
import '../src/styles.css';
import { abodeStore, createQueryClient, languageAtom, rehydrate, setSections } from '@abode/shared/core';
import { Alert, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders.tsx';
import { SHARED_VERSION } from './section/compat.ts';
import { LINK_SLOT_NAMES, type SectionDefinition, toManifest } from './section/manifest.ts';
import { useSectionText, useSlot } from './section/react.tsx';

/** Options of a standalone start. */
export interface StandaloneOptions {
  /** The package name, shown in the QA banner. */
  title: string;
  /** The section's declaration (`src/section.ts`). */
  section: SectionDefinition<Record<string, string>, string, string>;
  routes: RouteObject[];
}

function SlotRow({ slot }: { slot: (typeof LINK_SLOT_NAMES)[number] }) {
  const entries = useSlot(slot);
  const text = useSectionText();
  if (entries.length === 0) return null;
  return (
    <Group gap="md" data-slot={slot}>
      <Text size="xs" c="dimmed" w={80}>
        {slot}
      </Text>
      {entries.map((e) => (
        <Anchor key={`${slot}:${e.id}`} component={Link} to={e.href} data-slot-entry={`${e.section}:${e.id}`}>
          {text(e.section, e.label)}
        </Anchor>
      ))}
    </Group>
  );
}

function Frame({ title }: { title: string }) {
  return (
    <Container size="xl" py="md">
      <Alert color="gray" mb="md" title={`${title} — standalone`} data-testid="standalone-banner">
        <Stack component="nav" aria-label="Section pages" gap={4}>
          {LINK_SLOT_NAMES.map((slot) => (
            <SlotRow key={slot} slot={slot} />
          ))}
        </Stack>
      </Alert>
      <main id="main">
        <Outlet />
      </main>
    </Container>
  );
}

/** Mount a remote standalone into #root. */
export async function startStandalone({ title, section, routes }: StandaloneOptions): Promise<void> {
  // The section registers itself alone: its pages, entries and texts are exactly what its manifest says.
  setSections([
    {
      name: section.name,
      status: 'ready',
      manifest: toManifest(section, { version: SHARED_VERSION, sharedVersion: SHARED_VERSION }),
    },
  ]);
  await rehydrate(abodeStore);
  const queryClient = createQueryClient();
  const dir = abodeStore.get(languageAtom).selected.rtl ? 'rtl' : 'ltr';
  document.documentElement.dir = dir;
  const router = createBrowserRouter([{ element: <Frame title={title} />, children: routes }]);
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
