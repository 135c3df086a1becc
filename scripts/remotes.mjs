// The remotes of this repository, found where they live: every `mf-*` folder with a package.json (the pnpm
// workspace's own glob), its federation name the folder's (`mf-listings` → `mf_listings`) and its dev-server
// port its own package.json's `config.port`. Adding a section is adding a folder: the builds, the dev
// remotes.json, the e2e standalone servers and the link check all derive from this (decision 033), as the API
// derives what it serves from the same folders (api/src/plugins/web.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** The dev-server port an app's package.json declares (`config.port`); throws when it declares none. */
export function devPort(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const port = Number(pkg.config?.port);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`${dir}/package.json: config.port (its dev port) is missing`);
  return port;
}

/** Every remote under `root`, by dev port (the order they have always been listed in). */
export function listRemotes(root = ROOT) {
  return readdirSync(root)
    .filter((folder) => /^mf-[a-z0-9-]+$/.test(folder) && existsSync(join(root, folder, 'package.json')))
    .map((folder) => ({ folder, name: folder.replaceAll('-', '_'), port: devPort(join(root, folder)) }))
    .sort((a, b) => a.port - b.port);
}

/** The remotes of this repository. */
export const REMOTES = listRemotes();
