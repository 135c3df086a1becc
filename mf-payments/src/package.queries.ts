// Package queries, keyed under ['packages', …] so no other section collides in the shared cache.
import { call, operationKey } from '@abode/shared';
import { type AnswerOf, getPackage } from '@abode/shared/operations';
import type { OpenPayment, Package } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';

/** What get-package answers: packages on offer in `data`, the signed-in user's running ones beside it. */
export interface PackagesAnswer {
  available: Package[];
  active: Package[];
  /** The viewer's payments still pending or in review, by package id (one at most per package). */
  open: ReadonlyMap<number, OpenPayment>;
}

function toAnswer(body: AnswerOf<typeof getPackage>): PackagesAnswer {
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
  all: () => [getPackage.tag] as const,
  /** Plans for the viewer: the answer depends on the token, hence the user id in the key. */
  list: (userId: number | null) =>
    queryOptions({
      queryKey: operationKey(getPackage, {}, userId),
      queryFn: ({ signal }) => call(getPackage, {}, { signal }),
      select: toAnswer,
    }),
};
