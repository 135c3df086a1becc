import { envelopeOf, feature, getPackageQuery, openPayment, pkg } from '@abode/shared/wire';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route.ts';
import { openPaymentsOf } from '../payments/payments.repository.ts';
import { listFeatures } from './packages.repository.ts';
import { packagesFor } from './packages.service.ts';

/**
 * GET /api/get-package: packages with features; `active_packages` for the signed-in user, and (an addition to
 * upstream) `open_payments`: the user's payments still pending or in review, one per package at most.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/get-package',
  auth: 'optional',
  response: envelopeOf(z.array(pkg)).extend({
    active_packages: z.array(pkg),
    open_payments: z.array(openPayment),
    all_features: z.array(feature),
  }),
  query: getPackageQuery,
  handler: async ({ query, user, deps }) => {
    // user_id is accepted for older clients, but only the token may reveal someone's packages.
    const { data, active_packages } = await packagesFor(deps.db, user?.id ?? null, query.type);
    const [all, open] = await Promise.all([listFeatures(deps.db), user ? openPaymentsOf(deps.db, user.id) : []]);
    return {
      message: 'Data Fetch Successfully',
      data,
      active_packages,
      open_payments: open,
      all_features: all.map((f) => ({ id: f.id, name: f.name, type: f.type, status: f.status })),
    };
  },
});
