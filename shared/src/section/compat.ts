// Whether a remote may run on the `@abode/shared` this page runs.
import type { SectionManifest } from './manifest.ts';
import { satisfies } from './semver.ts';

declare const __ABODE_CONTRACT__: string | undefined;

/** The version of `@abode/shared` running in this page: the build that provided the singleton. */
export const SHARED_VERSION: string = typeof __ABODE_CONTRACT__ === 'string' ? __ABODE_CONTRACT__ : '0.0.0';

/** Null when the section may run on `running`; otherwise the reason, for the console and the fallback. */
export function incompatibility(
  manifest: Pick<SectionManifest, 'name' | 'shared'>,
  running = SHARED_VERSION,
): string | null {
  const { requires, builtAgainst } = manifest.shared;
  if (satisfies(running, requires)) return null;
  return `section ${manifest.name} needs @abode/shared ${requires} (built against ${builtAgainst}); this page runs ${running}`;
}
