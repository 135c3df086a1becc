// Pieces every remote uses to mount its routes: a root that records the runtime the remote really sees
// (for the single-copy check) and gives its pages the section's own Mantine provider, and the route table
// built from the section's declared pages.

import { abodeStore, recordSectionRuntime } from '@abode/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SectionProviders } from './providers/SectionProviders.tsx';
import type { SectionDefinition } from './section/manifest.ts';

/**
 * Make a remote's route root. Pass the remote's OWN `React` module and `useQueryClient`: recording what
 * the remote imported (not what this shared module imported) is what proves the copies are shared.
 */
export function makeSectionRoot(name: string, react: unknown, useQueryClient: () => QueryClient) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote at module load, never during render.
  return function SectionRoot() {
    recordSectionRuntime(name, { react, queryClient: useQueryClient(), store: abodeStore });
    return (
      <SectionProviders>
        <Outlet />
      </SectionProviders>
    );
  };
}

/**
 * A section's route table from its declared pages: one element per page id, no other path. The manifest's
 * patterns and the routes served are therefore the same list, written once.
 */
export function sectionRoutes<P extends Record<string, string>>(
  section: Pick<SectionDefinition<P, string, string>, 'pages'>,
  root: ReactNode,
  elements: { [K in keyof P]: ReactNode },
): RouteObject[] {
  return [
    {
      element: root,
      children: Object.entries(section.pages).map(([id, path]) => ({ path, element: elements[id as keyof P] })),
    },
  ];
}

/** Every absolute path a route table serves (for the check that a remote serves only what it declares). */
export function servedPatterns(routes: RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const here = r.path ? (r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`) : base;
    if (r.path || r.index) out.push(here || '/');
    if (r.children) out.push(...servedPatterns(r.children, here));
  }
  return out;
}
