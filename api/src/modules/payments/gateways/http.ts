// The one way the REST adapters (Paystack, PayPal, Flutterwave) call their gateway: fetch with a timeout, the
// JSON body parsed (null when the answer is not JSON), an unreachable gateway a GatewayError. Reading the
// answer is each adapter's own: their envelopes differ.
import { timingSafeEqual } from 'node:crypto';
import type { OnlineGateway } from '@abode/shared/wire';
import { GatewayError, type WebhookHeaders } from './types.ts';

/** How long a gateway call may take. */
export const GATEWAY_TIMEOUT_MS = 15_000;

const NAMES: Record<OnlineGateway, string> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
};

/** A gateway's answer: its HTTP status and its parsed JSON body. */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/** `init` as fetch takes it; `json` is sent as a JSON body, `bearer` as the Authorization header. */
export interface GatewayRequest extends Omit<RequestInit, 'body' | 'signal'> {
  json?: unknown;
  body?: string;
  bearer?: string;
}

/** One call to `url` of `gateway`. */
export async function callGateway(gateway: OnlineGateway, url: string, req: GatewayRequest): Promise<GatewayAnswer> {
  const { json, bearer, headers, body, ...rest } = req;
  let res: Response;
  try {
    res = await fetch(url, {
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(headers as Record<string, string> | undefined),
      },
      body: json === undefined ? body : JSON.stringify(json),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch {
    throw new GatewayError(`${NAMES[gateway]} could not be reached`, gateway);
  }
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A webhook header's first value ('' when absent). */
export function headerOf(headers: WebhookHeaders, name: string): string {
  const value = headers[name];
  return String((Array.isArray(value) ? value[0] : value) ?? '');
}

/** Whether two byte strings are equal, in constant time (false for different lengths). */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A webhook body as JSON; null when it is not JSON. */
export function jsonOf(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
}
