import type { interestedApproval, shortlistApproval } from '@abode/shared/operations';
import type { InterestedUser } from '@abode/shared/wire';
import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceDecision } from '../notifications/decisions.ts';
import { type ListingKind, setDecision } from './engagement.repository.ts';
import { ownedListing, toInterestedUser } from './engagement.service.ts';

/** The flags an owner decides on, and the answer's texts for each state. */
export const DECISIONS = {
  is_approved: { on: M.approved, off: M.unapproved },
  is_shortlisted: { on: M.shortlisted, off: M.unshortlisted },
} as const;

/**
 * Turns one decision flag of `userId`'s interest in the caller's listing on or off, tells them when that changed
 * something (decision 028), and answers the updated interested user. Someone else's listing is a 404, as is a user who never showed interest.
 */
export async function applyDecision(
  ctx: { deps: Deps; user: AuthUser; urls: UrlBuilder; req: { log: FastifyBaseLogger } },
  kind: ListingKind,
  listingId: number,
  userId: number,
  flag: keyof typeof DECISIONS,
  on: boolean,
): Promise<{ message: string; data: InterestedUser }> {
  const listing = await ownedListing(ctx.deps.db, ctx.user, kind, { id: listingId });
  const decided = await setDecision(ctx.deps.db, kind, listing.id, userId, flag, on);
  if (!decided) throw new ApiError('NOT_FOUND', kind === 'property' ? M.interestNotFound : M.projectInterestNotFound);
  if (decided.changed)
    await announceDecision({ deps: ctx.deps, urls: ctx.urls, log: ctx.req.log }, userId, ctx.user.id, {
      kind: 'interest',
      listing: kind,
      listingId: listing.id,
      flag,
      on,
    });
  return { message: on ? DECISIONS[flag].on : DECISIONS[flag].off, data: toInterestedUser(decided.row, ctx.urls) };
}

/**
 * A GET (as the spec lists it) that turns one decision flag of an interest in MY property on
 * (`status=1`) or off (`status=0`), answering the updated interested user.
 */
export function decisionRoute(op: typeof interestedApproval | typeof shortlistApproval, flag: keyof typeof DECISIONS) {
  return implement(op, (ctx) =>
    applyDecision(ctx, 'property', ctx.query.property_id, ctx.query.user_id, flag, ctx.query.status === 1),
  );
}
