import { defineSection, getSection, getSections, SHARED_VERSION, slotEntries, toManifest } from '@abode/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { initRemotes, loadRemoteModule, readSection, sectionManifestUrl } from './registry.ts';

function manifestOf(name: string, sharedVersion: string) {
  return toManifest(
    defineSection({
      name,
      pages: { list: `/${name}` },
      texts: { en: { list: 'List' } },
      slots: { header: [{ id: 'list', page: 'list', label: 'list' }] },
    }),
    { version: '1.0.0', sharedVersion },
  );
}

/** A server: remotes.json plus each remote's section.json (null answers 404). */
function serve(sections: Record<string, unknown>) {
  const remotes = Object.fromEntries(Object.keys(sections).map((n) => [n, `/remotes/${n}/mf-manifest.json`]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, window.location.href);
      if (url.pathname === '/remotes.json') return new Response(JSON.stringify(remotes));
      const name = url.pathname.split('/')[2] ?? '';
      if (url.pathname.endsWith('/mf-manifest.json')) {
        return name === 'mf_down' ? new Response('gone', { status: 404 }) : new Response('{}');
      }
      const body = sections[name];
      return body === null || body === undefined
        ? new Response('nope', { status: 404 })
        : new Response(JSON.stringify(body));
    }),
  );
}

describe('remote registry', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useRealTimers();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('finds section.json beside the federation manifest', () => {
    expect(sectionManifestUrl('https://cdn.example/mf-x/1.2/mf-manifest.json')).toBe(
      'https://cdn.example/mf-x/1.2/section.json',
    );
  });

  it('composes from the manifests it reads and registers only the remotes that may run', async () => {
    serve({
      mf_a: manifestOf('mf_a', SHARED_VERSION),
      mf_b: manifestOf('mf_b', '99.9.0'),
      mf_c: null,
      mf_down: manifestOf('mf_down', SHARED_VERSION),
    });
    await initRemotes([], '/remotes.json');
    expect(getSection('mf_a')?.status).toBe('ready');
    // Its code is not there: known before the first paint, so none of its entries ever shows.
    expect(getSection('mf_down')?.status).toBe('failed');
    expect(getSection('mf_b')).toMatchObject({ status: 'incompatible' });
    expect(getSection('mf_c')).toBeUndefined();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_a', entry: new URL('/remotes/mf_a/mf-manifest.json', window.location.href).href },
      { name: 'mf_down', entry: new URL('/remotes/mf_down/mf-manifest.json', window.location.href).href },
    ]);
    // Only the ready section has entries; the refused one is named in the console with the reason.
    expect(slotEntries('header').map((e) => e.section)).toEqual(['mf_a']);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/refused section mf_b needs @abode\/shared \^99\.9\.0/));
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/section mf_c: no usable section.json/));
  });

  it.each([
    ['older', '1.1.0', 'ready'],
    ['equal', '1.4.0', 'ready'],
    ['newer minor', '1.5.0', 'incompatible'],
    ['newer major', '2.0.0', 'incompatible'],
  ])('a remote built against a %s shared (%s) on 1.4.0 is %s', async (_what, builtAgainst, status) => {
    serve({ mf_x: manifestOf('mf_x', builtAgainst) });
    expect((await readSection('mf_x', '/remotes/mf_x/mf-manifest.json', '1.4.0'))?.status).toBe(status);
  });

  it('refuses a manifest that fails the schema or names another section', async () => {
    serve({ mf_x: { ...manifestOf('mf_x', '1.0.0'), pages: { list: 'no-slash' } }, mf_y: manifestOf('mf_z', '1.0.0') });
    expect(await readSection('mf_x', '/remotes/mf_x/mf-manifest.json', '1.0.0')).toBeNull();
    expect(await readSection('mf_y', '/remotes/mf_y/mf-manifest.json', '1.0.0')).toBeNull();
  });

  it('survives a missing remotes.json: no section, loads fail cleanly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await initRemotes([], '/remotes.json');
    expect(Object.keys(getSections())).toEqual([]);
    await expect(loadRemoteModule('mf_projects', 'routes')).rejects.toThrow(/not configured/);
  });

  it('retries twice, forcing a fresh registration, then marks the section failed (its entries leave)', async () => {
    serve({ mf_a: manifestOf('mf_a', '1.0.0') });
    await initRemotes([], '/remotes.json');
    vi.useFakeTimers();
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest 404'));
    const outcome = loadRemoteModule('mf_a', 'routes').catch((e: Error) => e);
    await vi.runAllTimersAsync();
    expect((await outcome) as Error).toHaveProperty('message', 'RUNTIME-003 manifest 404');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_a' })], {
      force: true,
    });
    expect(getSection('mf_a')?.status).toBe('failed');
    expect(slotEntries('header')).toEqual([]);
  });

  it('recovers when a retry succeeds', async () => {
    serve({ mf_a: manifestOf('mf_a', '1.0.0') });
    await initRemotes([], '/remotes.json');
    vi.useFakeTimers();
    runtime.loadRemote.mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce({ ok: 1 });
    const outcome = loadRemoteModule('mf_a', 'routes');
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toEqual({ ok: 1 });
    expect(getSection('mf_a')?.status).toBe('ready');
  });
});
