// The admin's side of property listings beyond approve/reject: the listing settings (auto-approval, the
// Google Maps browser key, the app's store ids), featuring requests, property reports, and switching a listing
// off or on.
import {
  adminActivateProperty,
  adminApproveAdvertisement,
  adminDeactivateProperty,
  adminListingSettings,
  adminPropertyReports,
  adminRejectAdvertisement,
} from '@abode/shared/operations';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { advertisements, customers, propertys, report_reasons, settings, user_reports } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';

const settingsRoute = implement(adminListingSettings, async ({ deps, body }) => {
  const entries = Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!entries.length) throw new ApiError('VALIDATION', 'Please fill all fields');
  await deps.db.transaction(async (tx) => {
    for (const [type, data] of entries) {
      await tx.insert(settings).values({ type, data }).onConflictDoUpdate({ target: settings.type, set: { data } });
    }
  });
  return { message: 'Settings updated', data: Object.fromEntries(entries) };
});

type AdvertOperation = typeof adminApproveAdvertisement | typeof adminRejectAdvertisement;

// Approve and reject share their schemas; each route is typed by its own operation for the composition's check
// (lib/implementations.ts), the handler by what they share.
function advertRoute<O extends AdvertOperation>(op: O): Implementation<O> {
  const approve = op === adminApproveAdvertisement;
  return implement<AdvertOperation>(op, async ({ params: { id }, deps }) => {
    const [row] = await deps.db
      .update(advertisements)
      .set(
        approve
          ? {
              status: 0,
              is_enable: true,
              start_date: sql`coalesce(${advertisements.start_date}, now())`,
              updated_at: new Date(),
            }
          : { status: 2, updated_at: new Date() },
      )
      .where(eq(advertisements.id, id))
      .returning({ id: advertisements.id, status: advertisements.status, property_id: advertisements.property_id });
    if (!row) throw new ApiError('NOT_FOUND', 'Advertisement not found');
    return { message: approve ? 'Advertisement approved' : 'Advertisement rejected', data: row };
  }) as Implementation<O>;
}

const reportsRoute = implement(adminPropertyReports, async ({ deps, query }) => {
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

type SwitchOperation = typeof adminActivateProperty | typeof adminDeactivateProperty;

function switchRoute<O extends SwitchOperation>(op: O): Implementation<O> {
  const active = op === adminActivateProperty;
  return implement<SwitchOperation>(op, async ({ params: { id }, deps }) => {
    const [row] = await deps.db
      .update(propertys)
      .set({ status: active ? 1 : 0, updated_at: new Date() })
      .where(and(eq(propertys.id, id), active ? eq(propertys.request_status, 'approved') : sql`true`))
      .returning({ id: propertys.id, status: propertys.status, request_status: propertys.request_status });
    if (!row) {
      const [exists] = await deps.db.select({ id: propertys.id }).from(propertys).where(eq(propertys.id, id));
      if (!exists) throw new ApiError('NOT_FOUND', 'Property not found');
      throw new ApiError('BAD_REQUEST', 'Only an approved property can be activated');
    }
    return { message: active ? 'Property activated' : 'Property deactivated', data: row };
  }) as Implementation<O>;
}

/**
 * POST /api/admin/settings (auto_approve, auto_approve_edited_listings: '0'|'1'; maps_browser_key; appstore_id:
 * Apple's number, playstore_id: the Android package name, '' for none),
 * POST /api/admin/advertisements/:id/approve|reject, GET /api/admin/property-reports (offset, limit),
 * POST /api/admin/properties/:id/activate|deactivate.
 */
export default [
  settingsRoute,
  advertRoute(adminApproveAdvertisement),
  advertRoute(adminRejectAdvertisement),
  reportsRoute,
  switchRoute(adminActivateProperty),
  switchRoute(adminDeactivateProperty),
] as const;
