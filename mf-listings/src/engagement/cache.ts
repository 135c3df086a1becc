// Optimistic patches of cached property answers: every envelope under ['properties'] whose `data` (or
// `similar_properties`) holds the property gets the new viewer flag at once; the snapshot rolls it back.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Patch = Record<string, unknown>;

function patchItems(items: unknown, propertyId: number, patch: Patch): unknown {
  if (!Array.isArray(items)) return items;
  let changed = false;
  const next = items.map((item) => {
    if (item && typeof item === 'object' && (item as { id?: unknown }).id === propertyId) {
      changed = true;
      return { ...(item as object), ...patch };
    }
    return item;
  });
  return changed ? next : items;
}

function patchEnvelope(value: unknown, propertyId: number, patch: Patch): unknown {
  if (!value || typeof value !== 'object') return value;
  const env = value as { data?: unknown; similar_properties?: unknown };
  const data = patchItems(env.data, propertyId, patch);
  const similar = patchItems(env.similar_properties, propertyId, patch);
  if (data === env.data && similar === env.similar_properties) return value;
  return { ...env, data, similar_properties: similar };
}

/** A snapshot of the property answers before a patch. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

/** Applies `patch` to the property wherever it is cached; returns what to restore on failure. */
export async function patchProperty(client: QueryClient, propertyId: number, patch: Patch): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey: ['properties'] });
  const snapshot = client.getQueriesData({ queryKey: ['properties'] });
  client.setQueriesData({ queryKey: ['properties'] }, (old: unknown) => patchEnvelope(old, propertyId, patch));
  return snapshot;
}

/** Puts back what {@link patchProperty} changed. */
export function restore(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, value] of snapshot) client.setQueryData(key, value);
}
