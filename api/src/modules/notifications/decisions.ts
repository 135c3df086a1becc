// One rule for every owner's (or admin's) decision on someone else's interest, request or payment (decision 028):
// the person decided about is told in the app (with its live event), on their devices by push, and by mail when
// they allow it: notifications switched on (profile `notification` 1) and a verified email address. A decision
// that changes nothing (a repeat) tells nobody. Like every announcement, a failure is logged and never undoes
// the decision.

import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { enqueue } from '../outbox/outbox.ts';
import { PAYMENT_REJECTED } from '../payments/payments.service.ts';
import { announce, type ListingSummary, listingSummary, NOUN, type NotifyContext } from './announce.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { PACKAGE_ACTIVATED } from './package-reminders.ts';

/** The listing kinds whose interests an owner approves or shortlists. */
export type InterestListing = 'property' | 'project' | 'repair_work';

/** What was decided, by kind; `on` false takes an earlier approval or shortlisting back. */
export type Decision =
  | {
      kind: 'interest';
      listing: InterestListing;
      listingId: number;
      flag: 'is_approved' | 'is_shortlisted';
      on: boolean;
    }
  | { kind: 'service_request'; serviceId: number; requestId: number; status: 'accepted' | 'declined' }
  | {
      kind: 'payment';
      transactionId: number;
      /** The package the payment started, when accepted. */
      granted?: { userPackageId: number; name: string; endDate: Date | null };
      reason?: string | undefined;
    };

/** The notification types of decisions, as get_notification_list shows them. */
export const DECISION_TYPES = {
  interest_approved: 'interest_approved',
  interest_unapproved: 'interest_unapproved',
  interest_shortlisted: 'interest_shortlisted',
  interest_unshortlisted: 'interest_unshortlisted',
  service_request_accepted: 'service_request_accepted',
  service_request_declined: 'service_request_declined',
  package_activated: PACKAGE_ACTIVATED,
  payment_rejected: PAYMENT_REJECTED,
} as const;

interface Words {
  type: string;
  title: string;
  message: string;
  item: { type: ListingSummary['item'] | 'package' | 'payment'; id: number; slug?: string };
  image?: string;
  propertyId?: number | null;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The words and link of a decision; undefined when what it was about is gone. */
async function wordsOf(ctx: NotifyContext, d: Decision): Promise<Words | undefined> {
  if (d.kind === 'payment') {
    if (d.granted) {
      const { name, endDate, userPackageId } = d.granted;
      return {
        type: DECISION_TYPES.package_activated,
        title: 'Package activated',
        message: endDate
          ? `Your package "${name}" is active until ${day(endDate)}.`
          : `Your package "${name}" is active.`,
        item: { type: 'package', id: userPackageId },
      };
    }
    return {
      type: DECISION_TYPES.payment_rejected,
      title: 'Bank transfer not accepted',
      message: `Your bank transfer was not accepted: ${d.reason ?? ''}. Please upload the receipt again.`,
      item: { type: 'payment', id: d.transactionId },
    };
  }
  const listing = await listingSummary(
    ctx.deps.db,
    d.kind === 'interest' ? d.listing : 'service',
    d.kind === 'interest' ? d.listingId : d.serviceId,
  );
  if (!listing) return undefined;
  const about = {
    item: { type: listing.item, id: listing.id, slug: listing.slug },
    image: listing.image,
    propertyId: listing.item === 'property' ? listing.id : null,
  };
  const noun = NOUN[listing.item as keyof typeof NOUN];
  const title = `"${listing.title}"`;
  if (d.kind === 'service_request')
    return d.status === 'accepted'
      ? {
          ...about,
          type: DECISION_TYPES.service_request_accepted,
          title: 'Your service request was accepted',
          message: `The provider accepted your request for the service ${title}. They will contact you.`,
        }
      : {
          ...about,
          type: DECISION_TYPES.service_request_declined,
          title: 'Your service request was declined',
          message: `The provider declined your request for the service ${title}.`,
        };
  if (d.flag === 'is_approved')
    return d.on
      ? {
          ...about,
          type: DECISION_TYPES.interest_approved,
          title: 'Your interest was approved',
          message: `The owner approved your interest in the ${noun} ${title}.`,
        }
      : {
          ...about,
          type: DECISION_TYPES.interest_unapproved,
          title: 'Your approval was withdrawn',
          message: `The owner withdrew the approval of your interest in the ${noun} ${title}.`,
        };
  return d.on
    ? {
        ...about,
        type: DECISION_TYPES.interest_shortlisted,
        title: 'You were shortlisted',
        message: `The owner shortlisted you for the ${noun} ${title}.`,
      }
    : {
        ...about,
        type: DECISION_TYPES.interest_unshortlisted,
        title: 'You are no longer shortlisted',
        message: `The owner removed you from the shortlist for the ${noun} ${title}.`,
      };
}

/**
 * Tells `to` what `by` (the owner; none for an admin's payment review) decided: a notification in the app and
 * on their devices, and a mail when they allow it. Call it after the decision committed, and only when the
 * decision changed something.
 */
export async function announceDecision(
  ctx: NotifyContext,
  to: number,
  by: number | null,
  decision: Decision,
): Promise<NotificationRow | null> {
  try {
    const words = await wordsOf(ctx, decision);
    if (!words) return null;
    const row = await announce(ctx, {
      to,
      type: words.type,
      title: words.title,
      message: words.message,
      item: words.item,
      otherUserId: by,
      propertyId: words.propertyId ?? null,
      image: words.image ?? null,
    });
    // The same switch decides the mail: no stored notification (switched off, or not stored) means no mail.
    if (row) await mailDecision(ctx, to, words);
    return row;
  } catch (err) {
    ctx.log.error({ err, to, decision: decision.kind }, 'decision not announced');
    return null;
  }
}

async function mailDecision(ctx: NotifyContext, to: number, words: Words): Promise<void> {
  const [reader] = await ctx.deps.db
    .select({ name: customers.name, email: customers.email, verified: customers.is_email_verified })
    .from(customers)
    .where(eq(customers.id, to));
  if (!reader?.email || !reader.verified) return;
  await enqueue(ctx.deps.db, ctx.log, {
    channel: 'email',
    recipient: reader.email,
    template: 'decision',
    subject: words.title,
    body: `Hello ${reader.name ?? ''}, ${words.message}`,
    payload: { type: words.type, item_type: words.item.type, item_id: words.item.id },
  });
}
