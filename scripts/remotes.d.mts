// Types of remotes.mjs, for the TypeScript that imports it (the e2e config and the shell's checks).

/** One remote: its folder, its federation name and its dev-server port. */
export interface Remote {
  folder: string;
  name: string;
  port: number;
}

/** The dev-server port an app's package.json declares (`config.port`). */
export function devPort(dir: string): number;
/** Every remote under `root`, by dev port. */
export function listRemotes(root?: string): Remote[];
/** The remotes of this repository. */
export const REMOTES: Remote[];
