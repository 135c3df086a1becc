// The one federation contract factory: every app (shell and remotes) builds its ModuleFederationPlugin
// options here, so no app hand-writes `shared` and the singleton list cannot drift between them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = dirname(dirname(fileURLToPath(import.meta.url)));
const sharedPkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));

// Packages whose deep imports (`react/jsx-runtime`, `react-dom/client`, `jotai/utils`) must resolve to the
// same singleton as the bare name: without the trailing-slash key `react-dom/client` loads a second React.
const DEEP_IMPORTS = new Set(['react', 'react-dom', 'jotai', '@tanstack/react-query']);

// react-router is shared through a list of its browser exports rather than whole (react-router-browser.mjs).
// The module it provides is that file, so its version must be given: the installed react-router's.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json', { paths: [sharedDir] }));
export const REACT_ROUTER = {
  browserModule: join(sharedDir, 'build', 'react-router-browser.mjs'),
  version: JSON.parse(readFileSync(join(reactRouterDir, 'package.json'), 'utf8')).version,
  /** The package's own entry (the alias `react-router-full`), production or development build. */
  entry: (prod) => join(reactRouterDir, 'dist', prod ? 'production' : 'development', 'index.js'),
};

// zod is shared through its schema constructors only (zod-browser.mjs), under a key naming that file's hash.
const zodDir = dirname(require.resolve('zod/package.json', { paths: [sharedDir] }));
const zodBrowser = join(sharedDir, 'build', 'zod-browser.mjs');
export const ZOD = {
  browserModule: zodBrowser,
  version: JSON.parse(readFileSync(join(zodDir, 'package.json'), 'utf8')).version,
  shareKey: `zod/browser-${createHash('sha256').update(readFileSync(zodBrowser)).digest('hex').slice(0, 8)}`,
  /** The package's own ES module entry (the alias `zod-full`). */
  entry: join(zodDir, 'index.js'),
};

// Peers each app bundles itself, tree-shaken, instead of sharing: a shared module is built whole (every
// export, since another section may need any), which put all of Mantine (~170 KiB compressed) in the first
// view of every page. Mantine's contexts are per copy, so each section renders its pages and widgets inside
// its own MantineProvider (section.tsx `SectionProviders`); see docs/decisions/016-first-view-budget.md.
const BUNDLED = new Set(['@mantine/core', '@mantine/hooks', '@mantine/form']);

/**
 * `shared` for ModuleFederationPlugin, derived from the contract package's peerDependencies: all singletons,
 * versions required from the consuming app's own dependencies, plus the contract package itself.
 */
export function deriveShared(appPkg) {
  const deps = { ...(appPkg.devDependencies ?? {}), ...(appPkg.dependencies ?? {}) };
  const shared = {};
  for (const [name, peerRange] of Object.entries(sharedPkg.peerDependencies ?? {})) {
    if (BUNDLED.has(name)) continue;
    const requiredVersion = deps[name] ?? peerRange;
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
    if (name === 'react-router')
      Object.assign(shared[name], { import: REACT_ROUTER.browserModule, version: REACT_ROUTER.version });
    if (DEEP_IMPORTS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion, strictVersion: false };
  }
  shared.zod = {
    import: ZOD.browserModule,
    shareKey: ZOD.shareKey,
    version: ZOD.version,
    requiredVersion: `^${ZOD.version}`,
    singleton: false,
  };
  // The contract's core holds the store and its atoms, the API client, the event bus and the section
  // registry: one copy or each remote reads its own defaults. The rest of the package is bundled into each
  // app (core.ts). A remote requires the version it was built against or a later minor (the shell checks the
  // same range from section.json before loading any of its code).
  shared[`${sharedPkg.name}/core`] = {
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
    // One federation runtime per page: the shell provides its copy, every remote uses it instead of bundling
    // its own (34 KiB compressed each). A remote's standalone page loads the same runtime first (rspack.mjs).
    experiments: isRemote ? { externalRuntime: true } : { provideExternalRuntime: true },
  };
}

/** The contract package's name and version, for the shell's compatibility check. */
export const CONTRACT = { name: sharedPkg.name, version: sharedPkg.version };
