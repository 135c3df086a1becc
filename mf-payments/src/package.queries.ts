// Package queries, keyed under ['packages', …] so no other section collides in the shared cache.
import { apiRequest, parseAnswer } from '@abode/shared';
import { envelope, feature, type OpenPayment, openPayment, type Package, pkg } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** The get-package answer, as the API validates it: plans on offer, the viewer's running ones, every feature. */
const packagesAnswer = envelope.extend({
  data: z.array(pkg),
  active_packages: z.array(pkg).default([]),
  open_payments: z.array(openPayment).default([]),
  all_features: z.array(feature).default([]),
});

/** What get-package answers: packages on offer in `data`, the signed-in user's running ones beside it. */
export interface PackagesAnswer {
  available: Package[];
  active: Package[];
  /** The viewer's payments still pending or in review, by package id (one at most per package). */
  open: ReadonlyMap<number, OpenPayment>;
}

function toAnswer(body: z.infer<typeof packagesAnswer>): PackagesAnswer {
  const active = body.active_packages;
  const activeIds = new Set(active.map((p) => p.id));
  // Upstream already leaves active packages out of `data`; filter anyway so a plan is never shown twice.
  return {
    available: body.data.filter((p) => !activeIds.has(p.id)),
    active,
    open: new Map(body.open_payments.map((o) => [o.package_id, o])),
  };
}

export const packageQueries = {
  all: () => ['packages'] as const,
  /** Plans for the viewer: the answer depends on the token, hence the user id in the key. */
  list: (userId: number | null) =>
    queryOptions({
      queryKey: [...packageQueries.all(), 'list', userId ?? 0] as const,
      queryFn: async ({ signal }) =>
        parseAnswer(packagesAnswer, await apiRequest('get-package', { signal }), 'get-package'),
      select: toAnswer,
    }),
};
