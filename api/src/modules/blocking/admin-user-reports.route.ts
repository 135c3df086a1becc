import { adminUserReports } from '@abode/shared/operations';
import type { UserReport } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { listReports } from './blocking.repository.ts';

const party = (p: { id: number; name: string | null; email: string | null; slug_id: string | null }) => ({
  id: p.id,
  name: p.name ?? '',
  email: p.email ?? '',
  slug_id: p.slug_id ?? '',
});

/**
 * GET /api/admin/user-reports?offset&limit&user_id (admin): the users' reports of other users, newest
 * first. A report is a block-user call with a reason (spec §3 "User report or block"); blocks without
 * one are not reports and are not listed. Upstream's admin panel has "Users Reports".
 */
export default implement(adminUserReports, async ({ query, deps }) => {
  const { rows, total } = await listReports(deps.db, query);
  const data: UserReport[] = rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    created_at: new Date(r.created_at).toISOString(),
    reporter: party(r.reporter),
    reported: party(r.reported),
  }));
  return { message: total ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
