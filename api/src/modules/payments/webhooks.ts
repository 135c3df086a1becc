// Gateway webhooks: POST /api/webhook/{stripe,paystack,paypal,flutterwave}. Each reads the raw body (the
// signature is over the exact bytes), lets the gateway's adapter check the signature — a bad or missing one
// answers 400 and changes nothing — and settles the checkout the event is about. Settling is idempotent per
// transaction, so a replayed or duplicated delivery grants nothing twice. A gateway that could not be asked
// (a re-verify) answers 503, and the gateway delivers again later.
import { type OnlineGateway, onlineGateway } from '@abode/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { urlBuilder } from '../../lib/urls.ts';
import { gatewayAdapter } from './gateway-registry.ts';
import { GatewayError, WebhookSignatureError } from './gateways/types.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { settleCheckout } from './payments.service.ts';

/** Largest webhook body read. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The webhook path of a gateway (what the README tells admins to register at the gateway). */
export const webhookPath = (gateway: OnlineGateway) => `/api/webhook/${gateway}`;

/** Registers the four webhook routes, in a scope whose bodies stay raw bytes. */
export async function registerWebhooks(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => {
      done(null, body);
    });
    for (const gateway of onlineGateway.options) {
      scope.post(webhookPath(gateway), async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const settings = await readPaymentSettings(deps.db, deps.config.payments);
        const adapter = gatewayAdapter(gateway, settings);
        if (!adapter) throw new ApiError('BAD_REQUEST', 'This payment method is not set up');
        let event: Awaited<ReturnType<typeof adapter.parseWebhook>>;
        try {
          event = await adapter.parseWebhook(raw, req.headers);
        } catch (err) {
          if (err instanceof WebhookSignatureError) {
            req.log.warn({ gateway }, 'payments: webhook with a bad signature refused');
            throw new ApiError('BAD_REQUEST', 'Invalid webhook signature');
          }
          if (err instanceof GatewayError) throw new ApiError('UNAVAILABLE', 'The payment could not be confirmed yet');
          if (err instanceof SyntaxError) throw new ApiError('BAD_REQUEST', 'The webhook body is not valid JSON');
          throw err;
        }
        if (!event) return { error: false, message: 'Event ignored' };
        const outcome = await settleCheckout(
          { deps, urls: urlBuilder(deps.config.publicUrl), log: req.log },
          gateway,
          event.orderId,
          event.outcome,
        );
        req.log.info({ gateway, event: event.eventId, outcome }, 'payments: webhook settled');
        return { error: false, message: `Webhook processed: ${outcome}` };
      });
    }
  });
}
