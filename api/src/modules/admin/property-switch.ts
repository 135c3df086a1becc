// Switching a property listing off or on (activate-property and deactivate-property): one handler, the operation
// says which.
import { adminActivateProperty, type adminDeactivateProperty } from '@abode/shared/operations';
import { and, eq, sql } from 'drizzle-orm';
import { propertys } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';

type SwitchOperation = typeof adminActivateProperty | typeof adminDeactivateProperty;

/**
 * The route of POST /api/admin/properties/:id/activate or /deactivate (admin), as `op` says; only an approved
 * property can be activated. Typed by its own operation for the composition's check (lib/implementations.ts), the
 * handler by what the two share.
 */
export function propertySwitchRoute<O extends SwitchOperation>(op: O): Implementation<O> {
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
