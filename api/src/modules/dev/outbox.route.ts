import { z } from 'zod';
import { defineRoute } from '../../lib/define-route.ts';
import { latestFor } from '../outbox/outbox.ts';

const query = z.object({
  to: z.string({ error: 'to is required' }).trim().toLowerCase().min(1, 'to is required').max(191),
});

/**
 * GET /api/dev/outbox?to=<address>: the latest mails and texts recorded for an address, so a developer
 * (or an e2e test) can read a verification code. Registered only where app.ts `outboxPageEnabled` says.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/dev/outbox',
  auth: 'none',
  query,
  handler: async ({ query, deps }) => {
    const rows = await latestFor(deps.db, query.to);
    return {
      message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
      data: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        template: r.template,
        subject: r.subject,
        body: r.body,
        otp: typeof r.payload.otp === 'string' ? r.payload.otp : null,
        created_at: r.created_at.toISOString(),
      })),
    };
  },
});
