// A probe that lets a test prove the federation sharing works: each section records the React and the
// QueryClient IT sees (imported and read in the remote's own code), so "one copy serves all" is checked
// by identity in a real browser rather than assumed.
import type { QueryClient } from '@tanstack/react-query';

/** What a section saw at mount. */
export interface SectionRuntime {
  react: unknown;
  queryClient: QueryClient;
  store: unknown;
}

type Registry = Record<string, SectionRuntime>;

/** Record a section's runtime. Called by the shell and by each remote's route root. */
export function recordSectionRuntime(name: string, runtime: SectionRuntime): void {
  const g = globalThis as { __ABODE_SECTIONS__?: Registry };
  g.__ABODE_SECTIONS__ ??= {};
  g.__ABODE_SECTIONS__[name] = runtime;
}
