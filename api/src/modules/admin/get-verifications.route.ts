import { adminVerifications } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { applicationDetails, listApplications } from '../verification/verification.repository.ts';
import { recordViews } from '../verification/verification.service.ts';

/**
 * GET /api/admin/verifications?status=&kind=&offset=&limit= (admin): applications oldest first, each with
 * its applicant and answers (document answers as URLs), and `total`.
 */
export default implement(adminVerifications, async ({ query, deps, urls }) => {
  const { rows, total } = await listApplications(
    deps.db,
    { status: query.status, kind: query.kind },
    { offset: query.offset, limit: query.limit },
  );
  const data = recordViews(rows, await applicationDetails(deps.db, rows), urls);
  return { message: 'Data Fetch Successfully', data, total };
});
