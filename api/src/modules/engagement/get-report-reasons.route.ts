import { getReportReasons } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { reportReasons } from './engagement.repository.ts';

/** GET /api/get_report_reasons?id: the reasons a property can be reported for (no auth). */
export default implement(getReportReasons, async ({ query, deps }) => {
  const rows = await reportReasons(deps.db, query.id);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total: rows.length,
    data: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
  };
});
