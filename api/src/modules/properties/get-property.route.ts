import { getProperty } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { findSimilar } from './properties.repository.ts';
import { assertCanViewPremium, toPropertyObjects } from './properties.service.ts';
import { countView, visitorOf } from './property-views.ts';
import { findProperties } from './search/index.ts';

/**
 * GET /api/get_property: the legacy list and detail endpoint (upstream shape).
 *
 * Divergence from upstream: upstream fails the WHOLE call with "Cannot Access Premium Property" when a
 * list contains a premium property and the viewer lacks access. We list premium properties to everyone
 * (flagged is_premium) and refuse only the detail request (`id` or `slug_id`), with a real 403: PREMIUM_REQUIRED to
 * a visitor, the package refusal (PACKAGE_REQUIRED or FEATURE_REQUIRED) to a signed-in user (decision 025).
 *
 * A list costs three statements (capped count and page side by side, then one for every embedded
 * relation); `total` is exact up to 1,000 matches and 1,000 beyond. A detail (id or slug_id) adds the
 * viewer's interest/report flags, interest count, amenities and, for the owner or an admin only, the ids
 * of the users who favourited or showed interest (others get empty lists: privacy).
 *
 * Divergence: a detail request counts as a view once per visitor (user, else client address) per 24 hours;
 * upstream counts every request, so reloads inflated `total_view` (property-views.ts).
 */
export default implement(getProperty, async ({ query, user, deps, urls, req }) => {
  if (query.users_promoted && !user) throw unauthenticated();
  const detail = query.id !== undefined || query.slug_id !== undefined;
  const { total, rows } = await findProperties(deps.db, {
    ...query,
    promoted_by: query.users_promoted ? user?.id : undefined,
  });

  let similar: Awaited<ReturnType<typeof toPropertyObjects>> = [];
  if (detail && rows[0]) {
    const { property } = rows[0];
    if (property.is_premium) await assertCanViewPremium(deps.db, user, property.added_by);
    if (await countView(deps.db, property.id, visitorOf(user, req.ip))) property.total_click += 1;
    if (query.slug_id !== undefined) {
      similar = await toPropertyObjects(
        deps.db,
        await findSimilar(deps.db, property.category_id, property.id),
        user,
        urls,
      );
    }
  }

  const data = await toPropertyObjects(deps.db, rows, user, urls, { detail });
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    similar_properties: similar,
    data,
  };
});
