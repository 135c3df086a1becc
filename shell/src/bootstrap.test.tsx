// The shell's start-up waits for the persisted slices at most the spec's 5000 ms (spec §4, §9), at its own
// call of rehydrate: storage that never answers delays the first render by exactly that, no more.
import { abodeStore, rehydratedAtom } from '@abode/shared/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

const render = vi.hoisted(() => vi.fn());
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render }) }));
vi.mock('./remotes/registry.ts', async (original) => ({
  ...(await original<typeof import('./remotes/registry.ts')>()),
  initRemotes: vi.fn(async () => ({})),
}));
vi.mock('./geolocation.ts', () => ({ askGeolocationOnce: vi.fn() }));
vi.mock('./service-worker.ts', () => ({ registerServiceWorker: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shell start-up', () => {
  it('gives storage that never answers 5000 ms, then renders with the defaults', async () => {
    // Only the clocks rehydrate reads: the module loader's own scheduling stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Storage that hangs (a locked-down browser): only the time-out ends the wait.
    vi.stubGlobal('localStorage', { getItem: () => new Promise(() => {}), setItem() {}, removeItem() {} });
    document.body.innerHTML = '<div id="root"></div>';
    abodeStore.set(rehydratedAtom, false);
    await import('./bootstrap.tsx');

    await vi.advanceTimersByTimeAsync(4999);
    expect(abodeStore.get(rehydratedAtom)).toBe(false);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(abodeStore.get(rehydratedAtom)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  }, 60_000);
});
