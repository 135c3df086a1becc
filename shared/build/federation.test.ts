import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without types
import { createFederationConfig, deriveShared } from './federation.mjs';

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
const appPkg = {
  dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1', 'react-router': '^8.5.1', jotai: '^3.0.1' },
};

describe('federation config factory', () => {
  it('derives singletons from the contract peerDependencies, with trailing-slash keys', () => {
    const shared = deriveShared(appPkg);
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      '@tanstack/react-query',
      'jotai',
      'react-hot-toast',
      '@abode/shared/core',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
    expect(shared.react.requiredVersion).toBe('^19.3.1');
    expect(shared['@abode/shared/core']).toMatchObject({ strictVersion: true, requiredVersion: `^${version}` });
  });

  it('leaves Mantine and the stateless rest of the contract to each app, and shares browser lists of react-router and zod', () => {
    const shared = deriveShared(appPkg);
    for (const key of ['@mantine/core', '@mantine/hooks', '@mantine/form', '@abode/shared'])
      expect(shared[key], key).toBeUndefined();
    expect(shared['react-router']).toMatchObject({
      singleton: true,
      import: expect.stringMatching(/react-router-browser\.mjs$/),
    });
    expect(shared['react-router/']).toBeUndefined();
    expect(shared.zod).toMatchObject({
      singleton: false,
      shareKey: expect.stringMatching(/^zod\/browser-[0-9a-f]{8}$/),
    });
  });

  it('gives remotes a manifest and ./routes, and the host no hard-coded remotes', () => {
    const remote = createFederationConfig({
      name: 'mf_listings',
      exposes: { './routes': './src/exposes/routes.ts' },
      appPkg,
    });
    expect(remote).toMatchObject({
      name: 'mf_listings',
      filename: 'remoteEntry.js',
      remotes: {},
      manifest: { fileName: 'mf-manifest.json' },
    });
    const host = createFederationConfig({ name: 'shell', appPkg });
    expect(host.remotes).toEqual({});
    expect(host.exposes).toBeUndefined();
  });
});

// The browser lists shared in place of react-router and zod: a name the product uses and the list lacks
// would be `undefined` at run time in every section (a shared module has no exports to check at build time).
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCT_DIRS = [
  'shell/src',
  'shared/src',
  ...readdirSync(REPO)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : productFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}
const sources = PRODUCT_DIRS.flatMap((d) => productFiles(join(REPO, d))).map((f) => readFileSync(f, 'utf8'));
const listed = (file: string, pattern: RegExp) =>
  new Set([...readFileSync(join(REPO, 'shared', 'build', file), 'utf8').matchAll(pattern)].map((m) => m[1]));

describe('browser lists shared in place of whole packages', () => {
  it('react-router: every name a section imports is shared', () => {
    const block = readFileSync(join(REPO, 'shared', 'build', 'react-router-browser.mjs'), 'utf8');
    const exported = new Set(
      (block.match(/export \{([^}]*)\}/)?.[1] ?? '').split(',').map((n) => n.replace(/\/\/.*$/gm, '').trim()),
    );
    const used = new Set<string>();
    for (const s of sources)
      for (const m of s.matchAll(/import \{([^}]*)\} from 'react-router';/g))
        for (const n of (m[1] as string).split(','))
          if (n.trim() && !n.trim().startsWith('type ')) used.add(n.trim().split(' as ')[0] as string);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((n) => !exported.has(n))).toEqual([]);
    // react-router/dom's RouterProvider imports the core one from the package name.
    expect(exported.has('RouterProvider')).toBe(true);
  });

  it('zod: every z.<name> a section calls is on the shared z', () => {
    const onZ = listed('zod-browser.mjs', /^ {2}(\w+)(?::[^,]+)?,$/gm);
    const typeOnly = new Set(['infer', 'input', 'output', 'RefinementCtx', 'ZodTypeAny']);
    const used = new Set<string>();
    for (const s of sources.filter((s) => s.includes("import { z } from 'zod'")))
      for (const m of s.matchAll(/\bz\.(\w+)/g)) if (!typeOnly.has(m[1] as string)) used.add(m[1] as string);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((n) => !onZ.has(n))).toEqual([]);
  });
});
