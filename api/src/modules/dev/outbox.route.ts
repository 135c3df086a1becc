import { normalisePhone } from '@abode/shared/wire';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route.ts';
import { latestFor } from '../outbox/outbox.ts';

// Texts are recorded under E.164 numbers. An unencoded '+' arrives as a space (trimmed away), so bare digits
// are read as a number too: ?to=+919876543210, ?to=%2B919876543210 and ?to=+91 98765 43210 all work.
const recipient = (to: string) => normalisePhone(to) ?? normalisePhone(`+${to}`) ?? to;

const query = z.object({
  to: z.string({ error: 'to is required' }).trim().toLowerCase().min(1, 'to is required').max(191).transform(recipient),
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
