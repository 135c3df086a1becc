// An admin's decision on a verification application (approve, or fail with a reason), once for both routes: the
// status is stored, and only a change tells the applicant, by mail when they have an address and in-app
// (decision 028); the answer is the application as the admin list shows it.

import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { announce } from '../notifications/announce.ts';
import { enqueue } from '../outbox/outbox.ts';
import {
  applicationDetails,
  findApplicationById,
  setApplicationStatus,
  type VerifyRow,
} from '../verification/verification.repository.ts';
import { recordViews } from '../verification/verification.service.ts';
import { findCustomer } from './admin.repository.ts';

/** What one decision stores and says, given the application it is about. */
export interface VerificationDecision {
  status: 'success' | 'failed';
  reason: string | null;
  /** The answer's message. */
  answer: string;
  mail: (row: VerifyRow, name: string) => { subject: string; body: string };
  notification: {
    type: 'verification_success' | 'verification_failed';
    title: string;
    message: (row: VerifyRow) => string;
  };
}

/** Stores `decision` on application `id` (404 when there is none) and answers its view. */
export async function decideVerification(
  ctx: { deps: Deps; urls: UrlBuilder; req: { log: Parameters<typeof enqueue>[1] } },
  id: number,
  decision: VerificationDecision,
) {
  const { deps, urls, req } = ctx;
  const before = await findApplicationById(deps.db, id);
  if (!before) throw new ApiError('NOT_FOUND', 'Verification not found');
  const row = (await setApplicationStatus(deps.db, id, decision.status, decision.reason)) ?? before;
  // A failure with another reason is news too; approving an approved application is not.
  if (before.status !== decision.status || (decision.status === 'failed' && before.reason !== decision.reason)) {
    const applicant = await findCustomer(deps.db, row.user_id);
    if (applicant?.email)
      await enqueue(deps.db, req.log, {
        channel: 'email',
        recipient: applicant.email,
        template: 'verification_status',
        ...decision.mail(row, applicant.name ?? ''),
        payload: {
          kind: row.kind,
          status: decision.status,
          ...(decision.status === 'failed' ? { reason: decision.reason } : {}),
        },
      });
    await announce(
      { deps, urls, log: req.log },
      {
        to: row.user_id,
        type: decision.notification.type,
        title: decision.notification.title,
        message: decision.notification.message(row),
        item: { type: 'verification', id: row.id },
      },
    );
  }
  const [data] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
  // One application in, its one view out.
  if (!data) throw new Error('the application has no view');
  return { message: decision.answer, data };
}
