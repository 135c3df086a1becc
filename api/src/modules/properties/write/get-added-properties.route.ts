import { getAddedProperties as getAddedPropertiesOp } from '@abode/shared/operations';
import type { AddedProperty } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { toPropertyObjects } from '../properties.service.ts';
import { findAddedProperties, latestAdverts, latestRejectReasons } from './write.repository.ts';

/**
 * GET /api/get-added-properties: the caller's own listings in every state (pending, rejected, inactive,
 * sold…), newest first, each with `reject_reason` (the admin's latest reason while rejected, else null),
 * `is_promoted` and the latest advert's status. Filters: id, slug_id, property_type 0–3, is_promoted=1,
 * request_status (comma list), status 0|1; offset/limit paging with `total`.
 */
export default implement(getAddedPropertiesOp, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findAddedProperties(deps.db, { ...query, ownerId: user.id });
  const ids = rows.map((r) => r.property.id);
  const [objects, reasons, adverts] = await Promise.all([
    // One listing (the edit form, the owner's page) gets the detail fields: amenities, interest counts.
    toPropertyObjects(deps.db, rows, user, urls, { detail: query.id !== undefined || query.slug_id !== undefined }),
    latestRejectReasons(deps.db, ids),
    latestAdverts(deps.db, ids),
  ]);
  const data: AddedProperty[] = objects.map((p) => {
    const reason = p.request_status === 'rejected' ? reasons.get(p.id) : undefined;
    const advert = adverts.get(p.id);
    return {
      ...p,
      reject_reason: reason
        ? { id: reason.id, reason: reason.reason, created_at: reason.created_at.toISOString() }
        : null,
      is_promoted: p.promoted,
      advertisement_status: advert ? (advert.status as 0 | 1 | 2 | 3) : null,
    };
  });
  return { message: total ? 'Data Fetch Successfully' : 'No data found!', data, total };
});
