import { storeAdvertisement as storeAdvertisementOp } from '@abode/shared/operations';
import { PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { advertisements, projects, propertys } from '../../../db/schema.ts';
import { implement } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { consumeFeature, packageRefusal } from '../../packages/packages.limits.ts';
import { settingsMap } from '../../settings/settings.repository.ts';
import { ownListing } from './manage.ts';
import { isVerifiedCustomer, projectById } from './write.repository.ts';

const notYours = () => new ApiError('FORBIDDEN', M.notOwner);

/**
 * POST /api/store_advertisement (`feature_for` property|project, `property_id`|`project_id`): the owner asks
 * for an approved, active listing to be featured. One unit of `property_feature` (or `project_feature`) is
 * used in the same transaction as the advert. The advert is pending (1), or approved (0) at once when
 * `auto_approve` is '1' and the owner is verified. A listing with a pending or running advert is refused.
 */
export default implement(storeAdvertisementOp, async ({ body, user, deps }) => {
  const forProperty = body.feature_for === 'property';
  if (forProperty) {
    const { property } = await ownListing(deps.db, user, body.property_id ?? 0);
    if (property.request_status !== 'approved' || property.status !== 1)
      throw new ApiError('BAD_REQUEST', M.advertNotAllowed);
  } else {
    const project = await projectById(deps.db, body.project_id ?? 0);
    if (!project) throw new ApiError('NOT_FOUND', 'Project not found');
    if (project.added_by !== user.id) throw notYours();
    if (project.request_status !== 'approved' || project.status !== 1)
      throw new ApiError('BAD_REQUEST', 'Only an approved and active project can be featured');
  }
  const settings = await settingsMap(deps.db);
  const approved = settings.auto_approve === '1' && (await isVerifiedCustomer(deps.db, user.id));
  const now = new Date();

  const advert = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The listing's row is locked so two requests cannot both pass the "already featured" check.
    if (forProperty)
      await t
        .select({ id: propertys.id })
        .from(propertys)
        .where(eq(propertys.id, body.property_id ?? 0))
        .for('update');
    else
      await t
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, body.project_id ?? 0))
        .for('update');
    const [existing] = await t
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(
        and(
          forProperty
            ? eq(advertisements.property_id, body.property_id ?? 0)
            : eq(advertisements.project_id, body.project_id ?? 0),
          inArray(advertisements.status, [0, 1]),
          eq(advertisements.is_enable, true),
          or(isNull(advertisements.end_date), gt(advertisements.end_date, now)),
        ),
      )
      .limit(1);
    if (existing) throw new ApiError('ALREADY_EXISTS', M.alreadyFeatured);
    const unit = await consumeFeature(t, user.id, forProperty ? 'property_feature' : 'project_feature', now);
    if (!unit.ok) throw packageRefusal(unit.reason);
    const [row] = await t
      .insert(advertisements)
      .values({
        customer_id: user.id,
        for: body.feature_for,
        property_id: forProperty ? (body.property_id ?? null) : null,
        project_id: forProperty ? null : (body.project_id ?? null),
        package_id: unit.package_id,
        status: approved ? 0 : 1,
        is_enable: true,
        start_date: now,
        // The advert runs as long as the package that paid for it.
        end_date: unit.end_date,
        created_at: sql`now()`,
      })
      .returning();
    return row;
  });
  return {
    message: M.advertRequested,
    data: advert
      ? {
          id: advert.id,
          status: advert.status,
          is_enable: advert.is_enable,
          start_date: advert.start_date?.toISOString() ?? null,
          end_date: advert.end_date?.toISOString() ?? null,
          property_id: advert.property_id,
          project_id: advert.project_id,
          created_at: advert.created_at.toISOString(),
        }
      : null,
  };
});
