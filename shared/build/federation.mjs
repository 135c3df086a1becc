// The one federation contract factory: every app (shell and remotes) builds its ModuleFederationPlugin
// options here, so no app hand-writes `shared` and the singleton list cannot drift between them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = dirname(dirname(fileURLToPath(import.meta.url)));
const sharedPkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));

// Packages whose deep imports (`react/jsx-runtime`, `react-dom/client`, `jotai/utils`) must resolve to the
// same singleton as the bare name: without the trailing-slash key `react-dom/client` loads a second React.
const DEEP_IMPORTS = new Set(['react', 'react-dom', 'jotai', '@tanstack/react-query', 'react-router']);

/**
 * `shared` for ModuleFederationPlugin, derived from the contract package's peerDependencies: all singletons,
 * versions required from the consuming app's own dependencies, plus the contract package itself.
 */
export function deriveShared(appPkg) {
  const deps = { ...(appPkg.devDependencies ?? {}), ...(appPkg.dependencies ?? {}) };
  const shared = {};
  for (const [name, peerRange] of Object.entries(sharedPkg.peerDependencies ?? {})) {
    const requiredVersion = deps[name] ?? peerRange;
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
    if (DEEP_IMPORTS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion, strictVersion: false };
  }
  // The contract package holds the atoms, the query client factory and the event bus: one copy or each
  // remote reads its own defaults. A remote requires the version it was built against or a later minor
  // (the shell checks the same range from section.json before loading any of its code).
  shared[sharedPkg.name] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
    strictVersion: true,
  };
  return shared;
}

/** ModuleFederationPlugin options for an app: a host (no exposes) or a remote exposing `./routes`. */
export function createFederationConfig({ name, exposes, appPkg }) {
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  return {
    name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
    // Remotes are registered at run time from remotes.json, never here.
    remotes: {},
    shared: deriveShared(appPkg),
    manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
  };
}

/** The contract package's name and version, for the shell's compatibility check. */
export const CONTRACT = { name: sharedPkg.name, version: sharedPkg.version };
