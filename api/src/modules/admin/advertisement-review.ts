// Approving or rejecting a featuring request (approve-advertisement and reject-advertisement): one handler, the
// operation says which.
import { adminApproveAdvertisement, type adminRejectAdvertisement } from '@abode/shared/operations';
import { eq, sql } from 'drizzle-orm';
import { advertisements } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';

type AdvertOperation = typeof adminApproveAdvertisement | typeof adminRejectAdvertisement;

/**
 * The route of POST /api/admin/advertisements/:id/approve or /reject (admin), as `op` says. Approve and reject
 * share their schemas; each route is typed by its own operation for the composition's check
 * (lib/implementations.ts), the handler by what they share.
 */
export function advertisementReviewRoute<O extends AdvertOperation>(op: O): Implementation<O> {
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
