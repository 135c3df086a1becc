// Rehydration and persistence of the four slices. Storage may be slow (or hang, in a locked-down
// browser): the spec gives rehydration 5000 ms, after which the product starts with defaults.
import type { createStore, PrimitiveAtom } from 'jotai';
import { PERSISTED_SLICES, rehydratedAtom } from './slices.ts';

type Store = ReturnType<typeof createStore>;

/** Rehydration gives up after this long (spec §4, §9). */
export const REHYDRATE_TIMEOUT_MS = 5000;

/** The storage the slices are persisted in; `localStorage` by default, async stores allowed. */
export interface SliceStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

const PREFIX = 'persist:';

// Each slice atom holds its own shape; persistence treats them all as plain records.
const slices = Object.entries(PERSISTED_SLICES) as unknown as Array<[string, PrimitiveAtom<Record<string, unknown>>]>;

/** The key a slice is stored under. */
export const storageKey = (slice: keyof typeof PERSISTED_SLICES) => `${PREFIX}${slice}`;

// Transient request state is not persisted: a reload mid-login must not come back "loading".
function forStorage(slice: string, value: Record<string, unknown>): Record<string, unknown> {
  if (slice === 'User_signup') return { ...value, status: value.token ? 'success' : 'idle', error: null };
  if ('loading' in value) return { ...value, loading: false };
  return value;
}

/**
 * Read the persisted slices into the store, merging each over its initial value, then keep storage in
 * sync with every change. Resolves after rehydration or after `timeoutMs`, whichever comes first.
 */
export async function rehydrate(
  store: Store,
  storage: SliceStorage | null = typeof localStorage !== 'undefined' ? localStorage : null,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<'rehydrated' | 'timed-out' | 'no-storage'> {
  if (!storage) {
    store.set(rehydratedAtom, true);
    return 'no-storage';
  }
  let timedOut = false;
  const read = (async () => {
    for (const [slice, sliceAtom] of slices) {
      const raw = await storage.getItem(`${PREFIX}${slice}`);
      if (timedOut || !raw) continue;
      try {
        const saved = JSON.parse(raw) as Record<string, unknown>;
        store.set(sliceAtom, { ...store.get(sliceAtom), ...saved });
      } catch {
        // A corrupt slice is dropped, not fatal: the product starts with that slice's defaults.
        await storage.removeItem(`${PREFIX}${slice}`);
      }
    }
    return 'rehydrated' as const;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve('timed-out');
    }, timeoutMs);
  });
  const outcome = await Promise.race([read, timeout]).catch(() => 'timed-out' as const);
  clearTimeout(timer);
  for (const [slice, sliceAtom] of slices) {
    store.sub(sliceAtom, () => {
      void storage.setItem(`${PREFIX}${slice}`, JSON.stringify(forStorage(slice, store.get(sliceAtom))));
    });
  }
  store.set(rehydratedAtom, true);
  return outcome;
}
