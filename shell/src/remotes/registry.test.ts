import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { initRemotes, loadRemoteModule, loadSectionRoutes } from './registry.ts';

describe('remote registry', () => {
  beforeEach(() => {
    vi.useRealTimers();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ mf_listings: '/remotes/mf-listings/mf-manifest.json' }))),
    );
  });

  it('registers the manifests named in remotes.json, resolved against the page', async () => {
    await initRemotes();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_listings', entry: new URL('/remotes/mf-listings/mf-manifest.json', window.location.href).href },
    ]);
  });

  it('survives a missing remotes.json: nothing registered, loads fail cleanly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await initRemotes();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([]);
    await expect(loadRemoteModule('mf_projects', 'routes')).rejects.toThrow(/not configured/);
  });

  it('retries twice, forcing a fresh registration, before giving up', async () => {
    vi.useFakeTimers();
    await initRemotes();
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest 404'));
    const outcome = loadRemoteModule('mf_listings', 'routes').catch((e: Error) => e);
    await vi.runAllTimersAsync();
    expect((await outcome) as Error).toHaveProperty('message', 'RUNTIME-003 manifest 404');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_listings' })], {
      force: true,
    });
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    await initRemotes();
    runtime.loadRemote.mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce({ ok: 1 });
    const outcome = loadRemoteModule('mf_listings', 'routes');
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toEqual({ ok: 1 });
  });

  it('refuses a remote built against another contract major', async () => {
    await initRemotes();
    runtime.loadRemote.mockResolvedValue({ name: 'mf_listings', contractVersion: '2.0.0', routes: [] });
    await expect(loadSectionRoutes('mf_listings')).rejects.toThrow(/contract 2.0.0/);
    runtime.loadRemote.mockResolvedValue({ name: 'mf_listings', contractVersion: '1.4.0', routes: [] });
    await expect(loadSectionRoutes('mf_listings')).resolves.toMatchObject({ contractVersion: '1.4.0' });
  });
});
