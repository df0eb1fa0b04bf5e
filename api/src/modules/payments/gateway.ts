import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Config } from '../../config';
import { ServiceUnavailableError } from '../../lib/errors';

/**
 * The store's Razorpay account, through Razorpay's own SDK. Outside production the SDK's HTTP client is pointed at
 * the local stand-in (RAZORPAY_API_BASE_URL, scripts/lib/razorpay-standin.ts), so development and tests pay and
 * refund end to end with no internet. Without keys there is no gateway and Pay now is not offered.
 */

/** A payment as Razorpay describes it (the fields the store reads). */
export interface GatewayPayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id?: string | null;
  method?: string | null;
  card?: { last4?: string | null } | null;
  notes?: Record<string, string> | unknown[] | null;
  created_at?: number;
  error_description?: string | null;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes?: Record<string, string> | unknown[] | null;
}

export interface GatewayQrCode {
  id: string;
  image_url: string;
  payment_amount: number;
  close_by: number;
}

export interface GatewaySettlement {
  id: string;
  amount: number;
  fees: number;
  tax: number;
  utr: string | null;
  status: string;
  created_at: number;
}

/** A Razorpay webhook event, as the webhook route hands it on once its signature held and its id was new. */
export interface PaymentEvent {
  event: string;
  payload?: {
    payment?: { entity?: GatewayPayment };
    refund?: { entity?: GatewayRefund };
    qr_code?: { entity?: { id?: string } };
    order?: { entity?: { id?: string } };
  };
}

/** One payment of a settlement, from Razorpay's settlement reconciliation report. */
export interface GatewaySettledItem {
  settlement_id: string;
  entity_id: string;
  type: string;
  amount: number;
}

export interface PaymentGateway {
  keyId: string;
  checkoutScript: string;
  /** A Razorpay order; its notes name what it pays (our order by default, or a store-credit top-up). */
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<{ id: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds `amountPaise` of a payment once for `key` (Razorpay's refund idempotency header): a retry returns the same refund. */
  refund(input: { paymentId: string; amountPaise: number; key: string }): Promise<GatewayRefund>;
  createUpiQr(input: { amountPaise: number; orderId: string; closeBy: Date; description: string }): Promise<GatewayQrCode>;
  settlements(from: Date, to: Date): Promise<GatewaySettlement[]>;
  /** What each settlement of a month paid out, payment by payment (Razorpay's combined reconciliation report). */
  settledItems(year: number, month: number): Promise<GatewaySettledItem[]>;
  /** Razorpay Checkout's signature over `order_id|payment_id` with the key secret, compared in constant time. */
  checkoutSignatureValid(razorpayOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's `X-Razorpay-Signature` over the raw body with the webhook secret, compared in constant time. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

const RAZORPAY_API = 'https://api.razorpay.com';

function signatureMatches(secret: string, signed: string | Buffer, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(signed).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The SDK rejects with `{statusCode, error}` for Razorpay's answers and a TypeError when none came (it reads `err.response.status`). */
function gatewayFailed(err: unknown): never {
  const answer = err as { statusCode?: number; error?: { description?: string } };
  if (typeof answer?.statusCode === 'number' && answer.statusCode < 500) {
    throw Object.assign(new Error(`Razorpay refused: ${answer.error?.description ?? answer.statusCode}`), { refusal: answer });
  }
  throw new ServiceUnavailableError('Online payment is not available right now. Please try again in a minute or choose cash on delivery.');
}

/** Razorpay's refund idempotency key: 10 or more letters, digits, hyphens and underscores. */
const idempotencyKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(10, '_');

export function createPaymentGateway(config: Config): PaymentGateway | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
  if (!keyId || !keySecret || !webhookSecret) return null;
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK's axios instance carries the account's basic auth; the stand-in answers the same paths.
  const http = (
    sdk as unknown as {
      api: { rq: { defaults: { baseURL?: string }; post(url: string, body: unknown, options: { headers: Record<string, string> }): Promise<unknown> } };
    }
  ).api.rq;
  http.defaults.baseURL = config.RAZORPAY_API_BASE_URL ?? RAZORPAY_API;
  const call = <T>(promise: Promise<unknown>) => promise.then((v) => v as T, gatewayFailed);
  return {
    keyId,
    checkoutScript: config.RAZORPAY_CHECKOUT_SCRIPT,
    createOrder: ({ amountPaise, receipt, notes = { order_id: receipt } }) =>
      call(sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes, payment_capture: true })),
    fetchPayment: (paymentId) => call(sdk.payments.fetch(paymentId)),
    // The SDK passes no per-call headers, so the refund goes through its own client with Razorpay's idempotency header.
    refund: ({ paymentId, amountPaise, key }) =>
      call<{ data: GatewayRefund }>(
        http.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, notes: { refund_key: key }, receipt: key.slice(0, 40) },
          { headers: { 'X-Refund-Idempotency': idempotencyKey(key) } },
        ),
      ).then((r) => r.data),
    createUpiQr: ({ amountPaise, orderId, closeBy, description }) =>
      call(
        sdk.qrCode.create({
          type: 'upi_qr',
          name: "Nature's Nest Farms",
          usage: 'single_use',
          fixed_amount: true,
          payment_amount: amountPaise,
          description,
          close_by: Math.floor(closeBy.getTime() / 1000),
          notes: { order_id: orderId },
        } as never),
      ),
    settlements: async (from, to) => {
      const page = await call<{ items: GatewaySettlement[] }>(
        sdk.settlements.all({ from: Math.floor(from.getTime() / 1000), to: Math.floor(to.getTime() / 1000), count: 100 }),
      );
      return page.items ?? [];
    },
    settledItems: async (year, month) => {
      const page = await call<{ items: GatewaySettledItem[] }>(sdk.settlements.reports({ year, month, count: 1000 }));
      return page.items ?? [];
    },
    checkoutSignatureValid: (razorpayOrderId, paymentId, signature) => signatureMatches(keySecret, `${razorpayOrderId}|${paymentId}`, signature),
    webhookSignatureValid: (rawBody, signature) => signatureMatches(webhookSecret, rawBody, signature),
  };
}
