import { adminGrantPackage } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announcePackageActivated } from '../notifications/package-reminders.ts';
import { assignPackage } from '../packages/packages.assign.ts';
import { packagesFor } from '../packages/packages.service.ts';
import { findCustomer } from './admin.repository.ts';

/**
 * POST /api/admin/users/:id/packages (admin; `package_id`): gives the user a package, a paid one too (a
 * payment made outside the site, a courtesy). Same rows and rule as assign_package: a package already
 * running for the user, or a one-time package taken before, is refused.
 */
export default implement(adminGrantPackage, async ({ params: { id }, body, deps, urls, req }) => {
  if (!(await findCustomer(deps.db, id))) throw new ApiError('NOT_FOUND', 'User not found');
  const outcome = await assignPackage(deps.db, id, body.package_id, { paid: true });
  if (outcome === 'not-found') throw new ApiError('NOT_FOUND', M.packageNotFound);
  if (outcome === 'already') throw new ApiError('ALREADY_EXISTS', 'The user already has this package');
  if (outcome === 'paid') throw new Error('a paid grant was refused as paid');
  await announcePackageActivated({ deps, urls, log: req.log }, id, outcome.id, outcome.name, outcome.end_date);
  const { active_packages } = await packagesFor(deps.db, id);
  return { message: 'Package assigned', data: active_packages.find((p) => p.id === body.package_id) ?? null };
});
