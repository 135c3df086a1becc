// Runs one local gateway server until stopped (SIGINT/SIGTERM), for Playwright's webServer or by hand:
//
//   node api/test/gateway-servers/serve.ts [stripe|paystack|paypal|flutterwave] --port 12111 \
//     [--webhook-url http://127.0.0.1:3001/api/webhook/stripe]
//
// Keys come from the same variables the API reads (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET,
// PAYSTACK_SECRET_KEY, PAYSTACK_PUBLIC_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID,
// FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_PUBLIC_KEY, FLUTTERWAVE_SECRET_HASH), or from --secret-key, --public-key,
// --webhook-secret, --client-id, --client-secret, --webhook-id, --secret-hash; unset ones are made up. The port
// comes from --port or GATEWAY_SERVER_PORT (0: any), the webhook URL from --webhook-url or GATEWAY_WEBHOOK_URL.
// When listening it prints one line: `<gateway> gateway server listening on http://127.0.0.1:<port>`.
import { parseArgs } from 'node:util';
import { startFlutterwaveServer } from './flutterwave.ts';
import type { Running } from './kit.ts';
import { startPaypalServer } from './paypal.ts';
import { startPaystackServer } from './paystack.ts';
import { startStripeServer } from './stripe.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    'webhook-url': { type: 'string' },
    'secret-key': { type: 'string' },
    'public-key': { type: 'string' },
    'webhook-secret': { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'webhook-id': { type: 'string' },
    'secret-hash': { type: 'string' },
  },
});
const env = process.env;
const gateway = positionals[0] ?? 'stripe';
const port = Number(values.port ?? env.GATEWAY_SERVER_PORT ?? 0);
const webhookUrl = values['webhook-url'] ?? env.GATEWAY_WEBHOOK_URL;
/** `{[name]: value}` from the flag, else the variable; nothing when neither is set (the server makes one up). */
const opt = (name: string, flag: string | undefined, variable: string): Record<string, string> => {
  const v = flag ?? env[variable];
  return v ? { [name]: v } : {};
};

async function start(): Promise<Running> {
  const common = { port, ...(webhookUrl ? { webhookUrl } : {}) };
  switch (gateway) {
    case 'stripe':
      return startStripeServer({
        ...common,
        ...opt('secretKey', values['secret-key'], 'STRIPE_SECRET_KEY'),
        ...opt('publishableKey', values['public-key'], 'STRIPE_PUBLISHABLE_KEY'),
        ...opt('webhookSecret', values['webhook-secret'], 'STRIPE_WEBHOOK_SECRET'),
      });
    case 'paystack':
      return startPaystackServer({
        ...common,
        ...opt('secretKey', values['secret-key'], 'PAYSTACK_SECRET_KEY'),
        ...opt('publicKey', values['public-key'], 'PAYSTACK_PUBLIC_KEY'),
      });
    case 'paypal':
      return startPaypalServer({
        ...common,
        ...opt('clientId', values['client-id'], 'PAYPAL_CLIENT_ID'),
        ...opt('clientSecret', values['client-secret'], 'PAYPAL_CLIENT_SECRET'),
        ...opt('webhookId', values['webhook-id'], 'PAYPAL_WEBHOOK_ID'),
      });
    case 'flutterwave':
      return startFlutterwaveServer({
        ...common,
        ...opt('secretKey', values['secret-key'], 'FLUTTERWAVE_SECRET_KEY'),
        ...opt('publicKey', values['public-key'], 'FLUTTERWAVE_PUBLIC_KEY'),
        ...opt('secretHash', values['secret-hash'], 'FLUTTERWAVE_SECRET_HASH'),
      });
    default:
      throw new Error(`unknown gateway ${gateway} (stripe, paystack, paypal or flutterwave)`);
  }
}

const server = await start();
process.stdout.write(`${gateway} gateway server listening on ${server.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
