import { createAdminPackage } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { savePackage } from './admin-packages.ts';

/** POST /api/admin/packages: a new package with its features and limits. */
export default implement(createAdminPackage, async ({ body, deps }) => {
  const id = await savePackage(deps.db, null, body);
  return { message: 'Package created', data: { id } };
});
