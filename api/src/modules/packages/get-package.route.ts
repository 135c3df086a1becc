import { getPackage } from '@abode/shared/operations';
import type { FeatureType } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { openPaymentsOf } from '../payments/payments.repository.ts';
import { listFeatures } from './packages.repository.ts';
import { packagesFor } from './packages.service.ts';

/**
 * GET /api/get-package: packages with features; `active_packages` for the signed-in user, and (an addition to
 * upstream) `open_payments`: the user's payments still pending or in review, one per package at most.
 */
export default implement(getPackage, async ({ query, user, deps }) => {
  // user_id is accepted for older clients, but only the token may reveal someone's packages.
  const { data, active_packages } = await packagesFor(deps.db, user?.id ?? null, query.type);
  const [all, open] = await Promise.all([listFeatures(deps.db), user ? openPaymentsOf(deps.db, user.id) : []]);
  return {
    message: 'Data Fetch Successfully',
    data,
    active_packages,
    open_payments: open,
    // `features.type` is text holding a gated feature key (seeded from the same list), as in packages.service.ts.
    all_features: all.map((f) => ({ id: f.id, name: f.name, type: f.type as FeatureType, status: f.status })),
  };
});
