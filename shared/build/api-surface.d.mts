// Types of api-surface.mjs (a plain ESM helper, run by Node in scripts/check-shared-version.mjs).

/** A public surface: `<entry> <key>` → the fact's normalised declaration text. */
export type Surface = Map<string, string>;
export type Bump = 'none' | 'minor' | 'major';

export function entryPoints(pkg: { exports?: Record<string, string> }): { name: string; file: string }[];
export function normalise(text: string): string;
export function surfaceOfDeclarations(
  files: Map<string, string>,
  entries: { name: string; file: string }[],
  aliases?: Record<string, string>,
): Surface;
export function currentSurface(): { version: string; facts: Surface };
export function formatSnapshot(snapshot: { version: string; facts: Surface }): string;
export function parseSnapshot(text: string): { version: string; facts: Surface };
export function classify(
  before: Surface,
  after: Surface,
): { added: string[]; removed: string[]; changed: string[]; bump: Bump };
export function bumped(from: string, bump: Bump): string;
export function bumpAllows(from: string, to: string, bump: Bump): boolean;
