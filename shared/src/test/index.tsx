// Test utilities, one kit per layer: render inside the product's real providers and a memory router, one API
// stub keyed by API path, and fixture builders that go through the wire schemas.

import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query.ts';
import { AppProviders } from '../providers/AppProviders.tsx';

/** Render `ui` at `path` inside AppProviders and a router; returns Testing Library's result and the client. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
): RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}

export {
  describedText,
  fail,
  ok,
  type RecordedCall,
  type StubAnswer,
  type StubApiOptions,
  type StubReply,
  stubApi,
} from './api.ts';
export {
  buildCategory,
  buildChatMessage,
  buildChatSummary,
  buildInterestedUser,
  buildMessagePage,
  buildOutdoorFacility,
  buildPackage,
  buildProfile,
  buildProject,
  buildProperty,
  buildPropertyListItem,
  buildService,
  buildSession,
  buildSettings,
  buildUser,
  TEST_SESSION,
  type TestSession,
} from './fixtures.ts';
export { describeLentWidgets } from './lent-widgets.ts';
export { buildCompleteOwner, POSTING_OWNER, signInOwner } from './owner.ts';
export { registerSections, standInSections, withSections } from './sections.ts';
