import { adminPropertyReports } from '@abode/shared/operations';
import { count, desc, eq } from 'drizzle-orm';
import { customers, propertys, report_reasons, user_reports } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';

/** GET /api/admin/property-reports?offset&limit (admin): the users' reports of properties, newest first. */
export default implement(adminPropertyReports, async ({ deps, query }) => {
  const [total] = await deps.db.select({ n: count() }).from(user_reports);
  const rows = await deps.db
    .select({
      id: user_reports.id,
      property_id: user_reports.property_id,
      property_title: propertys.title,
      property_slug_id: propertys.slug_id,
      reason_id: user_reports.reason_id,
      reason: report_reasons.reason,
      other_message: user_reports.other_message,
      customer_id: user_reports.customer_id,
      customer_name: customers.name,
      created_at: user_reports.created_at,
    })
    .from(user_reports)
    .innerJoin(propertys, eq(propertys.id, user_reports.property_id))
    .innerJoin(customers, eq(customers.id, user_reports.customer_id))
    .leftJoin(report_reasons, eq(report_reasons.id, user_reports.reason_id))
    .orderBy(desc(user_reports.id))
    .offset(query.offset)
    .limit(query.limit);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total: total?.n ?? 0,
    data: rows.map((r) => ({ ...r, reason: r.reason ?? '', created_at: r.created_at.toISOString() })),
  };
});
