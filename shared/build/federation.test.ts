import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without types
import { createFederationConfig, deriveShared } from './federation.mjs';

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
      '@mantine/core',
      '@mantine/hooks',
      'react-hot-toast',
      '@abode/shared',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
    expect(shared.react.requiredVersion).toBe('^19.3.1');
    expect(shared['@abode/shared']).toMatchObject({ strictVersion: true, requiredVersion: '^1.1.0' });
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
