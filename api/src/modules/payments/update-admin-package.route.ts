import { updateAdminPackage } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { savePackage } from './admin-packages.ts';

/** PUT /api/admin/packages/:id: the package and its features replaced (`status` 0 takes it off sale). */
export default implement(updateAdminPackage, async ({ params, body, deps }) => {
  await savePackage(deps.db, params.id, body);
  return { message: 'Package updated', data: { id: params.id } };
});
