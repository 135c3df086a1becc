import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { REHYDRATE_TIMEOUT_MS, rehydrate, type SliceStorage, storageKey } from './persist.ts';
import { INITIAL_USER_SIGNUP, languageAtom, rehydratedAtom, settingsAtom, userSignupAtom } from './slices.ts';

function memoryStorage(initial: Record<string, string> = {}): SliceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe('persisted slices', () => {
  it('uses the spec names for the four slices and a 5000 ms limit', () => {
    expect(REHYDRATE_TIMEOUT_MS).toBe(5000);
    expect(['Settings', 'User_signup', 'Language', 'cachedata'].map((s) => storageKey(s as never))).toEqual([
      'persist:Settings',
      'persist:User_signup',
      'persist:Language',
      'persist:cachedata',
    ]);
  });

  it('rehydrates saved slices over their defaults and persists later changes', async () => {
    const store = createStore();
    const user = { id: 3, name: 'Asha', email: 'a@x.test', mobile: '', profile: '', address: '' };
    const storage = memoryStorage({
      'persist:User_signup': JSON.stringify({ token: '3|abc', data: user, status: 'success', error: null }),
      'persist:Language': JSON.stringify({ selected: { code: 'ar', name: 'العربية', rtl: true, file: null } }),
    });
    expect(await rehydrate(store, storage)).toBe('rehydrated');
    expect(store.get(userSignupAtom).token).toBe('3|abc');
    expect(store.get(languageAtom).selected.rtl).toBe(true);
    expect(store.get(languageAtom).list).toEqual([]); // default kept for the missing field
    expect(store.get(rehydratedAtom)).toBe(true);
    store.set(settingsAtom, (s) => ({ ...s, fcmToken: 'push-1', loading: true }));
    const saved = JSON.parse(storage.data['persist:Settings'] ?? '{}');
    expect(saved.fcmToken).toBe('push-1');
    expect(saved.loading).toBe(false); // transient flags are not persisted
  });

  it('gives up after the time-out and starts with defaults', async () => {
    vi.useFakeTimers();
    const store = createStore();
    const hanging: SliceStorage = { getItem: () => new Promise(() => {}), setItem: () => {}, removeItem: () => {} };
    // Literal numbers, not the constant: the real default limit of rehydrate() is what is under test.
    const outcome = rehydrate(store, hanging);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.get(rehydratedAtom)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timed-out');
    expect(store.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
    expect(store.get(rehydratedAtom)).toBe(true);
    vi.useRealTimers();
  });

  it('drops a corrupt slice instead of failing', async () => {
    const store = createStore();
    const storage = memoryStorage({ 'persist:User_signup': '{not json' });
    expect(await rehydrate(store, storage)).toBe('rehydrated');
    expect(store.get(userSignupAtom)).toEqual(INITIAL_USER_SIGNUP);
    expect(storage.data['persist:User_signup']).toBeUndefined();
  });
});
