import { listEnvelopeOf, reportReason, reportReasonsQuery } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { reportReasons } from './engagement.repository.ts';

/** GET /api/get_report_reasons?id: the reasons a property can be reported for (no auth). */
export default defineRoute({
  method: 'GET',
  url: '/api/get_report_reasons',
  auth: 'none',
  response: listEnvelopeOf(reportReason),
  query: reportReasonsQuery,
  handler: async ({ query, deps }) => {
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
  },
});
