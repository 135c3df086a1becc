// Pieces every remote uses to mount its routes: a root that records the runtime the remote really sees
// (for the single-copy check), and the standalone start-up used when a remote runs alone for QA.
import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { RemoteName } from './routes.ts';
import { recordSectionRuntime } from './runtime.ts';
import { abodeStore } from './state/slices.ts';

/**
 * Make a remote's route root. Pass the remote's OWN `React` module and `useQueryClient`: recording what
 * the remote imported (not what this shared module imported) is what proves the copies are shared.
 */
export function makeSectionRoot(name: RemoteName, react: unknown, useQueryClient: () => QueryClient) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote at module load, never during render.
  return function SectionRoot() {
    recordSectionRuntime(name, { react, queryClient: useQueryClient(), store: abodeStore });
    return <Outlet />;
  };
}
