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
import { type EngagementKind, ownedListing, toInterestedUser } from './engagement.service.ts';

/** The flags an owner decides on, and the answer's texts for each state. */
export const DECISIONS = {
  is_approved: { on: M.approved, off: M.unapproved },
  is_shortlisted: { on: M.shortlisted, off: M.unshortlisted },
} as const;

/** What a decision route has at hand: the dependencies, the caller, the URLs and the request's log. */
type DecisionContext = { deps: Deps; user: AuthUser; urls: UrlBuilder; req: { log: FastifyBaseLogger } };

/**
 * Turns one decision flag of `userId`'s interest in a listing of any kind on or off (the caller's: the kind's
 * module checked that), tells them when that changed something (decision 028), and answers the updated
 * interested user. A user who never showed interest is a 404 with `notFound`.
 */
export async function decide(
  ctx: DecisionContext,
  kind: ListingKind,
  listingId: number,
  decision: { userId: number; flag: keyof typeof DECISIONS; on: boolean; notFound: string },
): Promise<{ message: string; data: InterestedUser }> {
  const { userId, flag, on } = decision;
  const decided = await setDecision(ctx.deps.db, kind, listingId, userId, flag, on);
  if (!decided) throw new ApiError('NOT_FOUND', decision.notFound);
  if (decided.changed)
    await announceDecision({ deps: ctx.deps, urls: ctx.urls, log: ctx.req.log }, userId, ctx.user.id, {
      kind: 'interest',
      listing: kind,
      listingId,
      flag,
      on,
    });
  return { message: on ? DECISIONS[flag].on : DECISIONS[flag].off, data: toInterestedUser(decided.row, ctx.urls) };
}

/**
 * As `decide`, for the caller's property or project: someone else's listing is a 404, as is a user who never
 * showed interest.
 */
export async function applyDecision(
  ctx: DecisionContext,
  kind: EngagementKind,
  listingId: number,
  userId: number,
  flag: keyof typeof DECISIONS,
  on: boolean,
): Promise<{ message: string; data: InterestedUser }> {
  const listing = await ownedListing(ctx.deps.db, ctx.user, kind, { id: listingId });
  const notFound = kind === 'property' ? M.interestNotFound : M.projectInterestNotFound;
  return decide(ctx, kind, listing.id, { userId, flag, on, notFound });
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
