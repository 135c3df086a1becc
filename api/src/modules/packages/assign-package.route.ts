import { assignPackage } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announcePackageActivated } from '../notifications/package-reminders.ts';
import { assignFreePackage } from './packages.assign.ts';
import { packagesFor } from './packages.service.ts';

/**
 * POST /api/assign_package (`package_id`): subscribes the user to a FREE package directly (upstream), creating
 * the `user_packages` row (ending `duration` hours from now) and a usage counter per limited feature. Paid
 * packages go through checkout ('Package is paid cannot assign directly'). A package already running for the
 * user, or a one-time package taken before, is refused so a free package cannot be stacked for more units.
 */
export default implement(assignPackage, async ({ body, user, deps, urls, req }) => {
  const outcome = await assignFreePackage(deps.db, user.id, body.package_id);
  if (outcome === 'not-found') throw new ApiError('NOT_FOUND', M.packageNotFound);
  if (outcome === 'paid') throw new ApiError('BAD_REQUEST', M.packagePaid);
  if (outcome === 'already') throw new ApiError('ALREADY_EXISTS', 'You already have purchased this package');
  await announcePackageActivated({ deps, urls, log: req.log }, user.id, outcome.id, outcome.name, outcome.end_date);
  const { active_packages } = await packagesFor(deps.db, user.id);
  return { message: M.packagePurchased, data: active_packages.find((p) => p.id === body.package_id) ?? null };
});
