// Package queries, keyed under ['packages', …] so no other section collides in the shared cache.
import { type ApiEnvelope, apiQueryFn } from '@abode/shared';
import type { Package } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';

/** What get-package answers: packages on offer in `data`, the signed-in user's running ones beside it. */
export interface PackagesAnswer {
  available: Package[];
  active: Package[];
}

function toAnswer(body: ApiEnvelope<Package[]>): PackagesAnswer {
  const active = Array.isArray(body.active_packages) ? (body.active_packages as Package[]) : [];
  const activeIds = new Set(active.map((p) => p.id));
  // Upstream already leaves active packages out of `data`; filter anyway so a plan is never shown twice.
  return { available: (body.data ?? []).filter((p) => !activeIds.has(p.id)), active };
}

export const packageQueries = {
  all: () => ['packages'] as const,
  /** Plans for the viewer: the answer depends on the token, hence the user id in the key. */
  list: (userId: number | null) =>
    queryOptions({
      queryKey: [...packageQueries.all(), 'list', userId ?? 0] as const,
      queryFn: apiQueryFn<Package[]>('get-package'),
      select: toAnswer,
    }),
};
