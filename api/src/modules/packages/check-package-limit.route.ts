import { checkPackageLimit } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { packageLimitCheck } from './packages.limits.ts';

/**
 * GET /api/check-package-limit?type=<gated key>: `data:{package_available, feature_available, limit_available}`
 * for the signed-in user (spec §3, §6). For the access types (mortgage detail, premium, project access)
 * limit_available equals feature_available.
 */
export default implement(checkPackageLimit, async ({ query, user, deps }) => ({
  message: 'Data Fetch Successfully',
  data: await packageLimitCheck(deps.db, user.id, query.type),
}));
