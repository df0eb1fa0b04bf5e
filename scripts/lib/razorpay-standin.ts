import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * A local stand-in for the part of Razorpay the store uses, for development and tests: the API's real razorpay SDK
 * is pointed here (RAZORPAY_API_BASE_URL), so no request leaves the machine and nobody needs a Razorpay account.
 *   - its REST API (`/v1/…`, basic auth with the account's key id and secret): orders, payments, refunds (with
 *     X-Refund-Idempotency), UPI QR codes (a real QR image at `/qr/<id>.png`) and settlements, in Razorpay's entity and
 *     error shapes;
 *   - its checkout script (`/checkout.js`, window.Razorpay as Razorpay Checkout defines it) showing a test checkout with
 *     "Success" and "Failure", like Razorpay's test mode;
 *   - its webhooks, signed with the webhook secret and retried on failure;
 *   - a page at `/` listing what happened, where a developer can pay a delivery partner's QR code as the customer;
 *   - controls for tests under `/_standin/` (see razorpayStandInControls).
 */

/** The development account (make start, the tests): test-mode shaped keys, never valid at Razorpay. */
export const STANDIN_RAZORPAY_KEYS = {
  keyId: 'rzp_test_StandIn0000001',
  keySecret: 'standin_key_secret_0000000000001',
  webhookSecret: 'standin_webhook_secret_000000001',
} as const;

/** The API's Razorpay settings for the stand-in's REST API at `apiBaseUrl` and its checkout script at `checkoutScriptUrl`. */
export function standInRazorpayEnv(apiBaseUrl: string, checkoutScriptUrl: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: STANDIN_RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: STANDIN_RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STANDIN_RAZORPAY_KEYS.webhookSecret,
    RAZORPAY_API_BASE_URL: apiBaseUrl,
    RAZORPAY_CHECKOUT_SCRIPT: checkoutScriptUrl,
  };
}

export interface RazorpayStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are POSTed; none: events are kept (GET /_standin/events) but not sent. */
  webhookUrl?: string;
  /** The stand-in's address as browsers reach it (behind the gateway: '/razorpay-standin'); QR image URLs start with it. Default: `url`. */
  publicUrl?: string;
  /** How long a refund stays `pending` before it is processed (or fails). Default 100 ms. */
  refundDelayMs?: number;
  /** First wait before re-sending a webhook that was not answered 2xx; doubled at each of the 3 retries. Default 100 ms. */
  webhookRetryMs?: number;
}

export type Notes = Record<string, string> | [];
/** Razorpay's entities: the fields the stand-in reads typed, the rest as Razorpay shows them. */
interface Entity {
  id: string;
  created_at: number;
  [field: string]: unknown;
}
interface Order extends Entity {
  amount: number;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
}
interface Payment extends Entity {
  amount: number;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string | null;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  description: string | null;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  card?: { id: string; network: string; type: string; last4: string; [field: string]: unknown };
}
interface Refund extends Entity {
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
}
interface QrCode extends Entity {
  name: string | null;
  description: string | null;
  usage: 'single_use' | 'multiple_use';
  payment_amount: number | null;
  status: 'active' | 'closed';
  payments_amount_received: number;
  payments_count_received: number;
  notes: Notes;
  close_by: number | null;
  close_reason?: 'paid' | 'on_demand' | null;
}
interface Settlement extends Entity {
  amount: number;
  fees: number;
  tax: number;
  utr: string;
  /** Internal (not in Razorpay's entity): the payments it settled. */
  payment_ids: string[];
}

export interface StandInEvent {
  /** `x-razorpay-event-id`: the same on every delivery of this event. */
  id: string;
  event: string;
  /** The exact body sent (what the signature is of). */
  body: string;
  delivered: boolean;
  attempts: number;
  created_at: number;
}

export interface RazorpayStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234 (what RAZORPAY_API_BASE_URL is set to; the SDK adds /v1). */
  url: string;
  /** Where webhooks go from now on (undefined: nowhere). */
  setWebhookUrl(url: string | undefined): void;
  /** Every webhook event made, oldest first. */
  events: StandInEvent[];
  close(): Promise<void>;
}

export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';
/** What the checkout's handler gets on success, or what its 'payment.failed' callbacks get. */
export type CheckoutAnswer =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } } };

const METHODS: readonly PaymentMethod[] = ['upi', 'card', 'netbanking', 'wallet'];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's fee in this stand-in: 2 % of the payment, plus 18 % GST on that fee. */
const FEE_RATE = 0.02;
const GST_RATE = 0.18;
const IST_OFFSET_SECONDS = 5.5 * 3600;
const WEBHOOK_RETRIES = 3;
const CHECKOUT_SCRIPT = readFileSync(path.join(__dirname, 'razorpay-checkout.js'), 'utf8');

const newId = (prefix: string) => `${prefix}_${Array.from({ length: 14 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
/** The Asia/Kolkata calendar day (YYYY-MM-DD) of a unix time. */
const istDay = (seconds: number) => new Date((seconds + IST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export function standInFee(amount: number): { fee: number; tax: number } {
  const base = Math.round(amount * FEE_RATE);
  const tax = Math.round(base * GST_RATE);
  return { fee: base + tax, tax };
}

/** A refusal in Razorpay's error shape. */
class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extra: { field?: string; source?: string; step?: string; reason?: string } = {},
  ) {
    super(description);
  }
  body() {
    const { field, source = 'NA', step = 'NA', reason = 'NA' } = this.extra;
    const code = this.status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR';
    return { error: { code, description: this.description, source, step, reason, metadata: {}, ...(field ? { field } : {}) } };
  }
}
const badRequest = (description: string, field?: string) => new RazorpayError(400, description, field ? { field } : {});
const NO_SUCH_ID = () => badRequest('The id provided does not exist');

/** Razorpay answers an empty notes object as an empty array (its PHP heritage); the API must read both. */
function cleanNotes(notes: unknown): Notes {
  if (notes === undefined || notes === null || (Array.isArray(notes) && notes.length === 0)) return [];
  if (typeof notes !== 'object' || Array.isArray(notes)) throw badRequest('notes should be an array', 'notes');
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) throw badRequest('Number of notes should not exceed 15', 'notes');
  if (entries.length === 0) return [];
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

function positivePaise(value: unknown, field: string): number {
  const amount = Number(value);
  if (!Number.isInteger(amount)) throw badRequest(`The ${field} must be an integer.`, field);
  if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', field);
  return amount;
}

/** A form body's `notes[key]=value` fields as `{ notes: { key: value } }`, as Razorpay reads them. */
function formToObject(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) result[nested[1]] = { ...(result[nested[1]] as Record<string, string> | undefined), [nested[2]]: value };
    else result[key] = value;
  }
  return result;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if (/json/i.test(req.headers['content-type'] ?? '')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  return formToObject(text);
}

/** The same JSON for the same content, whatever the order of its keys (what an idempotency key is compared by). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, value: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items });

/** `count`/`skip`/`from`/`to` of a list request, applied to entities newest first, as Razorpay lists them. */
function page<T extends Entity>(all: Iterable<T>, query: URLSearchParams): T[] {
  const from = Number(query.get('from') ?? 0);
  const to = Number(query.get('to') ?? Number.MAX_SAFE_INTEGER);
  const count = Math.min(Number(query.get('count') ?? 10) || 10, 100);
  const skip = Number(query.get('skip') ?? 0) || 0;
  return [...all]
    .filter((e) => e.created_at >= from && e.created_at <= to)
    .reverse()
    .slice(skip, skip + count);
}

export function startRazorpayStandIn(options: RazorpayStandInOptions): Promise<RazorpayStandIn> {
  const { keyId, keySecret, webhookSecret, host = '127.0.0.1' } = options;
  const refundDelayMs = options.refundDelayMs ?? 100;
  const webhookRetryMs = options.webhookRetryMs ?? 100;
  const accountId = `acc_${keyId.replace(/^rzp_(test|live)_/, '').slice(0, 14)}`;
  let webhookUrl = options.webhookUrl;
  let publicUrl = options.publicUrl;

  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const qrCodes = new Map<string, QrCode>();
  const settlements = new Map<string, Settlement>();
  /** Internal to the stand-in (Razorpay's payment entity has no capture time): when each captured payment was captured and settled. */
  const capturedAt = new Map<string, number>();
  const settledIn = new Map<string, string>();
  const qrOfPayment = new Map<string, string>();
  const idempotency = new Map<string, { fingerprint: string; refundId: string }>();
  const events: StandInEvent[] = [];
  let held: StandInEvent[] | undefined;
  let failNextRefund = false;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  // Deliveries go out one after another, so events arrive in the order they were made unless a test asks otherwise.
  let deliveries: Promise<void> = Promise.resolve();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  // ---- webhooks ----

  async function attempt(event: StandInEvent, retriesLeft: number, retryMs: number): Promise<void> {
    const url = webhookUrl;
    if (closed || !url) return;
    event.attempts += 1;
    const ok = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'x-razorpay-signature': hmac(webhookSecret, event.body),
        'x-razorpay-event-id': event.id,
      },
      body: event.body,
      signal: AbortSignal.timeout(5000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.ok;
      })
      .catch(() => false);
    if (ok) event.delivered = true;
    else if (retriesLeft > 0) later(retryMs, () => void attempt(event, retriesLeft - 1, retryMs * 2));
  }

  const deliver = (event: StandInEvent) => {
    deliveries = deliveries.then(() => attempt(event, WEBHOOK_RETRIES, webhookRetryMs));
  };

  function emit(name: string, entities: Record<string, Entity>) {
    const created_at = nowSeconds();
    const payload = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, { entity: structuredClone(entity) }]));
    const body = JSON.stringify({ entity: 'event', account_id: accountId, event: name, contains: Object.keys(entities), payload, created_at });
    const event: StandInEvent = { id: `evt_${randomBytes(7).toString('hex')}`, event: name, body, delivered: false, attempts: 0, created_at };
    events.push(event);
    if (held) held.push(event);
    else deliver(event);
  }

  // ---- payments ----

  function newPayment(amount: number, method: PaymentMethod, outcome: 'success' | 'failure', extra: Partial<Payment> = {}): Payment {
    const id = newId('pay');
    const success = outcome === 'success';
    const { fee, tax } = standInFee(amount);
    const cardId = newId('card');
    const payment: Payment = {
      id,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: success ? 'captured' : 'failed',
      order_id: null,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: success,
      description: null,
      card_id: method === 'card' ? cardId : null,
      ...(method === 'card'
        ? {
            card: {
              id: cardId,
              entity: 'card',
              name: '',
              last4: success ? '4242' : '0002',
              network: 'Visa',
              type: 'credit',
              issuer: null,
              international: false,
              emi: false,
              sub_type: 'consumer',
            },
          }
        : {}),
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? (success ? 'success@razorpay' : 'failure@razorpay') : null,
      ...(method === 'upi' ? { upi: { vpa: success ? 'success@razorpay' : 'failure@razorpay' } } : {}),
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: [],
      fee: success ? fee : null,
      tax: success ? tax : null,
      error_code: success ? null : 'BAD_REQUEST_ERROR',
      error_description: success ? null : 'Payment failed',
      error_source: success ? null : 'customer',
      error_step: success ? null : 'payment_authorization',
      error_reason: success ? null : 'payment_failed',
      acquirer_data: method === 'upi' ? { rrn: String(randomInt(1e11, 1e12)) } : { auth_code: success ? String(randomInt(1e5, 1e6)) : null },
      created_at: nowSeconds(),
      ...extra,
    };
    payments.set(id, payment);
    if (success) capturedAt.set(id, payment.created_at);
    return payment;
  }

  function payOrder(body: Record<string, unknown>, orderId: string): CheckoutAnswer {
    const order = orders.get(orderId);
    if (!order) throw NO_SUCH_ID();
    if (order.status === 'paid') throw badRequest('Order has already been paid');
    const outcome = body.outcome === 'failure' ? 'failure' : body.outcome === 'success' ? 'success' : undefined;
    if (!outcome) throw badRequest("outcome must be 'success' or 'failure'", 'outcome');
    const method = (body.method ?? 'upi') as PaymentMethod;
    if (!METHODS.includes(method)) throw badRequest(`method must be one of ${METHODS.join(', ')}`, 'method');
    const payment = newPayment(order.amount, method, outcome, {
      order_id: orderId,
      notes: order.notes,
      description: typeof body.description === 'string' ? body.description : null,
      ...(typeof body.contact === 'string' && body.contact ? { contact: body.contact } : {}),
      ...(typeof body.email === 'string' && body.email ? { email: body.email } : {}),
    });
    order.attempts = order.attempts + 1;
    if (outcome === 'failure') {
      order.status = 'attempted';
      emit('payment.failed', { payment });
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
    }
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    emit('payment.captured', { payment });
    emit('order.paid', { payment, order });
    return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`) };
  }

  // ---- QR codes ----

  const qrStatus = (qr: QrCode) => {
    if (qr.status === 'active' && typeof qr.close_by === 'number' && qr.close_by <= nowSeconds()) {
      Object.assign(qr, { status: 'closed', closed_at: qr.close_by, close_reason: null });
    }
    return qr;
  };

  function createQr(body: Record<string, unknown>): QrCode {
    if (body.type !== 'upi_qr') throw badRequest('The type field is invalid.', 'type');
    const usage = body.usage ?? 'multiple_use';
    if (usage !== 'single_use' && usage !== 'multiple_use') throw badRequest('The usage field is invalid.', 'usage');
    const fixed = body.fixed_amount === true || body.fixed_amount === 'true' || body.fixed_amount === '1';
    const amount = fixed ? positivePaise(body.payment_amount, 'payment_amount') : null;
    let closeBy: number | null = null;
    if (body.close_by !== undefined && body.close_by !== null) {
      closeBy = Number(body.close_by);
      if (!Number.isInteger(closeBy) || closeBy <= nowSeconds() + 60) throw badRequest('close_by should be at least 2 minutes after current time', 'close_by');
    }
    const id = newId('qr');
    const qr: QrCode = {
      id,
      entity: 'qr_code',
      created_at: nowSeconds(),
      name: typeof body.name === 'string' ? body.name : null,
      usage,
      type: 'upi_qr',
      image_url: `${publicUrl}/qr/${id}.png`,
      payment_amount: amount,
      status: 'active',
      description: typeof body.description === 'string' ? body.description : null,
      fixed_amount: fixed,
      payments_amount_received: 0,
      payments_count_received: 0,
      notes: cleanNotes(body.notes),
      customer_id: typeof body.customer_id === 'string' ? body.customer_id : null,
      close_by: closeBy,
    };
    qrCodes.set(id, qr);
    return qr;
  }

  /** What a UPI app reads from the code: pay this amount to the store's VPA, with the QR's id as the reference. */
  const upiLink = (qr: QrCode) =>
    `upi://pay?${new URLSearchParams({
      pa: 'farmstore.standin@razorpay',
      pn: String(qr.name ?? 'Farm store'),
      tr: qr.id,
      ...(qr.payment_amount ? { am: (qr.payment_amount / 100).toFixed(2) } : {}),
      cu: 'INR',
      ...(qr.description ? { tn: String(qr.description) } : {}),
    }).toString()}`;

  function payQr(qrId: string, body: Record<string, unknown>) {
    const qr = qrCodes.get(qrId);
    if (!qr) throw NO_SUCH_ID();
    if (qrStatus(qr).status !== 'active') throw badRequest('The QR code is closed');
    const amount = qr.payment_amount === null ? positivePaise(body.amount, 'amount') : qr.payment_amount;
    const payment = newPayment(amount, 'upi', 'success', { notes: qr.notes, description: 'QRv2 Payment' });
    qrOfPayment.set(payment.id, qr.id);
    qr.payments_amount_received = qr.payments_amount_received + amount;
    qr.payments_count_received = qr.payments_count_received + 1;
    if (qr.usage === 'single_use') Object.assign(qr, { status: 'closed', closed_at: nowSeconds(), close_reason: 'paid' });
    emit('payment.captured', { payment });
    emit('qr_code.credited', { payment, qr_code: qr });
    return { payment, qr_code: qr };
  }

  // ---- refunds ----

  function refund(paymentId: string, body: Record<string, unknown>, key: string | undefined): Refund {
    const payment = payments.get(paymentId);
    if (!payment) throw NO_SUCH_ID();
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) throw badRequest('The idempotency key must be at least 10 characters of letters, digits, - and _.');
      const earlier = idempotency.get(key);
      const fingerprint = `${paymentId} ${canonical(body)}`;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw badRequest('Different request with the same idempotency key has already been processed.');
        return refunds.get(earlier.refundId)!;
      }
    }
    if (payment.status !== 'captured' && payment.status !== 'refunded') throw badRequest('The payment has not been captured', 'payment_id');
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = body.amount === undefined ? remaining : positivePaise(body.amount, 'amount');
    if (amount > remaining) throw badRequest('The total refund amount is greater than the refund payment amount', 'amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
    const id = newId('rfnd');
    const entity: Refund = {
      id,
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      notes: cleanNotes(body.notes),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    refunds.set(id, entity);
    if (key !== undefined) idempotency.set(key, { fingerprint: `${paymentId} ${canonical(body)}`, refundId: id });
    const refunded = payment.amount_refunded + amount;
    Object.assign(payment, { amount_refunded: refunded, refund_status: refunded === payment.amount ? 'full' : 'partial' });
    const fails = failNextRefund;
    failNextRefund = false;
    later(refundDelayMs, () => {
      if (fails) {
        entity.status = 'failed';
        const back = payment.amount_refunded - amount;
        Object.assign(payment, { amount_refunded: back, refund_status: back === 0 ? null : 'partial' });
        emit('refund.failed', { refund: entity, payment });
      } else {
        Object.assign(entity, { status: 'processed', acquirer_data: { arn: String(randomInt(1e11, 1e12)) } });
        if (payment.refund_status === 'full') payment.status = 'refunded';
        emit('refund.processed', { refund: entity, payment });
      }
    });
    return entity;
  }

  // ---- settlements ----

  /** Settles the captured payments not settled yet: those of `until` (a day, YYYY-MM-DD) and before; one settlement per day of capture. */
  function settle(until: string): Settlement[] {
    const byDay = new Map<string, string[]>();
    for (const [paymentId, at] of capturedAt) {
      const day = istDay(at);
      if (settledIn.has(paymentId) || day > until) continue;
      byDay.set(day, [...(byDay.get(day) ?? []), paymentId]);
    }
    return [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, ids]) => {
        const paid = ids.map((id) => payments.get(id)!);
        const fees = paid.reduce((sum, p) => sum + (p.fee ?? 0), 0);
        const tax = paid.reduce((sum, p) => sum + (p.tax ?? 0), 0);
        const gross = paid.reduce((sum, p) => sum + p.amount, 0);
        // A past day is settled the morning after; today's (asked for by a control) now.
        const nextMorning = Math.floor(Date.parse(`${day}T00:00:00+05:30`) / 1000) + 86400 + 9 * 3600;
        const settlement = {
          id: newId('setl'),
          entity: 'settlement',
          amount: gross - fees,
          status: 'processed',
          fees,
          tax,
          utr: randomBytes(8).toString('hex').toUpperCase(),
          created_at: Math.min(nowSeconds(), nextMorning),
          payment_ids: ids,
        };
        settlements.set(settlement.id, settlement);
        for (const id of ids) settledIn.set(id, settlement.id);
        return settlement;
      });
  }
  const yesterday = () => istDay(nowSeconds() - 86400);
  const publicSettlement = ({ payment_ids: _ids, ...settlement }: Settlement) => settlement;

  function recon(query: URLSearchParams) {
    const day = `${query.get('year')}-${String(query.get('month')).padStart(2, '0')}-${String(query.get('day') ?? '').padStart(2, '0')}`;
    const items = [...settlements.values()]
      .filter((s) => (query.get('day') ? istDay(s.created_at) === day : istDay(s.created_at).startsWith(day.slice(0, 7))))
      .flatMap((s) =>
        s.payment_ids.map((id) => {
          const p = payments.get(id)!;
          const order = p.order_id ? orders.get(p.order_id) : undefined;
          return {
            entity_id: id,
            type: 'payment',
            debit: 0,
            credit: p.amount - (p.fee ?? 0),
            amount: p.amount,
            currency: 'INR',
            fee: p.fee,
            tax: p.tax,
            on_hold: false,
            settled: true,
            created_at: p.created_at,
            settled_at: s.created_at,
            settlement_id: s.id,
            posted_at: null,
            credit_type: 'default',
            description: p.description,
            notes: p.notes,
            payment_id: null,
            settlement_utr: s.utr,
            order_id: p.order_id,
            order_receipt: order?.receipt ?? null,
            method: p.method,
            card_network: (p.card as { network?: string } | undefined)?.network ?? null,
            card_issuer: null,
            card_type: (p.card as { type?: string } | undefined)?.type ?? null,
            dispute_id: null,
          };
        }),
      );
    return collection(items);
  }

  // ---- the REST API ----

  function authorize(req: IncomingMessage) {
    const [user, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /i, ''), 'base64')
      .toString()
      .split(':');
    if (!user) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
    if (user !== keyId) throw new RazorpayError(401, 'The api key provided is invalid');
    if (secret !== keySecret) throw new RazorpayError(401, 'Authentication failed');
  }

  function createOrder(body: Record<string, unknown>): Order {
    const amount = positivePaise(body.amount, 'amount');
    const currency = body.currency ?? 'INR';
    if (currency !== 'INR') throw badRequest('The currency is not supported by the stand-in (INR only).', 'currency');
    const receipt = typeof body.receipt === 'string' || typeof body.receipt === 'number' ? String(body.receipt) : null;
    if (receipt && receipt.length > 40) throw badRequest('receipt: the length must be no more than 40.', 'receipt');
    const id = newId('order');
    const order: Order = {
      id,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: cleanNotes(body.notes),
      created_at: nowSeconds(),
      ...(body.partial_payment !== undefined ? { partial_payment: body.partial_payment === true || body.partial_payment === '1' } : {}),
    };
    orders.set(id, order);
    return order;
  }

  const found = <T extends Entity>(entity: T | undefined): T => {
    if (!entity) throw NO_SUCH_ID();
    return entity;
  };

  async function api(req: IncomingMessage, route: string, query: URLSearchParams): Promise<unknown> {
    authorize(req);
    const get = req.method === 'GET';
    const post = req.method === 'POST';
    let m: RegExpExecArray | null;
    if (route === '/orders' && post) return createOrder(await readBody(req));
    if (route === '/orders' && get) return collection(page(orders.values(), query));
    if ((m = /^\/orders\/([^/]+)\/?$/.exec(route)) && get) return found(orders.get(m[1]));
    if ((m = /^\/orders\/([^/]+)\/payments$/.exec(route)) && get) {
      found(orders.get(m[1]));
      return collection([...payments.values()].filter((p) => p.order_id === m![1]).reverse());
    }
    if (route === '/payments/qr_codes' && post) return createQr(await readBody(req));
    if (route === '/payments/qr_codes' && get) return collection(page(qrCodes.values(), query).map(qrStatus));
    if ((m = /^\/payments\/qr_codes\/([^/]+)$/.exec(route)) && get) return qrStatus(found(qrCodes.get(m[1])));
    if ((m = /^\/payments\/qr_codes\/([^/]+)\/close$/.exec(route)) && post) {
      const qr = qrStatus(found(qrCodes.get(m[1])));
      if (qr.status !== 'active') throw badRequest('The QR code is already closed');
      Object.assign(qr, { status: 'closed', closed_at: nowSeconds(), close_reason: 'on_demand' });
      emit('qr_code.closed', { qr_code: qr });
      return qr;
    }
    if ((m = /^\/payments\/qr_codes\/([^/]+)\/payments$/.exec(route)) && get) {
      found(qrCodes.get(m[1]));
      return collection([...payments.values()].filter((p) => qrOfPayment.get(p.id) === m![1]).reverse());
    }
    if (route === '/payments' && get) return collection(page(payments.values(), query));
    if ((m = /^\/payments\/([^/]+)$/.exec(route)) && get) return found(payments.get(m[1]));
    if ((m = /^\/payments\/([^/]+)\/capture$/.exec(route)) && post) {
      found(payments.get(m[1]));
      throw badRequest('This payment has already been captured');
    }
    if ((m = /^\/payments\/([^/]+)\/refund$/.exec(route)) && post) {
      const key = req.headers['x-refund-idempotency'];
      return refund(m[1], await readBody(req), typeof key === 'string' ? key : undefined);
    }
    if ((m = /^\/payments\/([^/]+)\/refunds$/.exec(route)) && get) {
      found(payments.get(m[1]));
      return collection(
        page(
          [...refunds.values()].filter((r) => r.payment_id === m![1]),
          query,
        ),
      );
    }
    if ((m = /^\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(route)) && get) {
      const r = found(refunds.get(m[2]));
      if (r.payment_id !== m[1]) throw NO_SUCH_ID();
      return r;
    }
    if (route === '/refunds' && get) return collection(page(refunds.values(), query));
    if ((m = /^\/refunds\/([^/]+)$/.exec(route)) && get) return found(refunds.get(m[1]));
    if (route === '/settlements' && get) {
      settle(yesterday());
      return collection(page(settlements.values(), query).map(publicSettlement));
    }
    if (route === '/settlements/recon/combined' && get) {
      settle(yesterday());
      return recon(query);
    }
    if ((m = /^\/settlements\/([^/]+)$/.exec(route)) && get) return publicSettlement(found(settlements.get(m[1])));
    throw new RazorpayError(404, 'The requested URL was not found on the server.');
  }

  // ---- controls for tests and the developer page ----

  /** A control posted by the page's forms goes back to the page; one posted by a test gets JSON. */
  const fromForm = (req: IncomingMessage) => /x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '');

  async function control(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    const body = req.method === 'POST' ? await readBody(req) : {};
    let m: RegExpExecArray | null;
    const answer = (value: unknown, backToPage: string) => {
      if (fromForm(req)) send(res, 303, 'text/plain', 'See the page', { location: backToPage });
      else sendJson(res, 200, value);
    };
    if (route === '/checkout/pay' && req.method === 'POST') {
      if (body.key_id !== keyId) throw new RazorpayError(401, 'The api key provided is invalid');
      return sendJson(res, 200, payOrder(body, String(body.order_id)));
    }
    if ((m = /^\/orders\/([^/]+)\/pay$/.exec(route)) && req.method === 'POST') return answer(payOrder(body, m[1]), '../../../');
    if ((m = /^\/qr_codes\/([^/]+)\/pay$/.exec(route)) && req.method === 'POST') return answer(payQr(m[1], body), '../../../');
    if (route === '/refunds/fail-next' && req.method === 'POST') {
      failNextRefund = true;
      return sendJson(res, 200, { ok: true });
    }
    if (route === '/settle' && req.method === 'POST') {
      const day = typeof body.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.day) ? body.day : istDay(nowSeconds());
      return answer({ settlements: settle(day).map(publicSettlement) }, '../');
    }
    if (route === '/webhooks/hold' && req.method === 'POST') {
      held ??= [];
      return sendJson(res, 200, { held: held.length });
    }
    if (route === '/webhooks/release' && req.method === 'POST') {
      const queued = held ?? [];
      held = undefined;
      const times = Math.max(1, Number(body.times ?? 1) || 1);
      const ordered = body.order === 'reverse' ? [...queued].reverse() : queued;
      for (const event of ordered) for (let i = 0; i < times; i++) deliver(event);
      await deliveries;
      return sendJson(res, 200, { released: ordered.map((e) => e.id) });
    }
    if (route === '/webhooks/resend' && req.method === 'POST') {
      const event = events.find((e) => e.id === body.eventId);
      if (!event) throw badRequest('No such event', 'eventId');
      for (let i = 0; i < Math.max(1, Number(body.times ?? 1) || 1); i++) deliver(event);
      await deliveries;
      return sendJson(res, 200, { resent: event.id });
    }
    if (route === '/events' && req.method === 'GET') {
      return sendJson(res, 200, {
        events: events.map(({ body: text, ...event }) => ({ ...event, payload: (JSON.parse(text) as { payload: unknown }).payload })),
      });
    }
    throw new RazorpayError(404, 'No such control');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const route = url.pathname;
    if (route.startsWith('/v1/')) return sendJson(res, 200, await api(req, route.slice(3), url.searchParams));
    if (route.startsWith('/_standin/')) {
      // The checkout script calls from the store's page: through the gateway that is the same origin, directly it is not.
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS')
        return send(res, 204, 'text/plain', '', { 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' });
      return control(req, res, route.slice('/_standin'.length));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new RazorpayError(405, 'Method not allowed');
    if (route === '/checkout.js') return send(res, 200, 'text/javascript; charset=utf-8', CHECKOUT_SCRIPT);
    const qrImage = /^\/qr\/([^/]+)\.png$/.exec(route);
    if (qrImage) {
      const qr = qrCodes.get(qrImage[1]);
      if (!qr) throw new RazorpayError(404, 'No such QR code');
      return send(res, 200, 'image/png', await QRCode.toBuffer(upiLink(qr), { type: 'png', width: 320, margin: 2 }));
    }
    if (route === '/') return send(res, 200, 'text/html; charset=utf-8', developerPage());
    throw new RazorpayError(404, 'The requested URL was not found on the server.');
  }

  function developerPage(): string {
    const newest = <T>(map: Map<string, T>) => [...map.values()].reverse();
    const time = (seconds: unknown) =>
      new Date(Number(seconds) * 1000).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });
    const table = (title: string, heads: string[], rows: string[][], empty: string) =>
      `<h2>${title}</h2>\n${
        rows.length
          ? `<table><thead><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>\n${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}\n</tbody></table>`
          : `<p>${empty}</p>`
      }`;
    const button = (action: string, label: string, fields: Record<string, string> = {}) =>
      `<form method="post" action="${action}">${Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
        .join('')}<button type="submit">${label}</button></form>`;
    const notes = (n: unknown) => escapeHtml(Array.isArray(n) ? '' : Object.values(n as Record<string, string>).join(', '));
    const orderRows = newest(orders).map((o) => [
      `<code>${o.id}</code>`,
      escapeHtml(String(o.receipt ?? '')),
      rupees(o.amount),
      String(o.status),
      time(o.created_at),
      o.status === 'paid' ? '' : button(`_standin/orders/${o.id}/pay`, 'Pay (success)', { outcome: 'success', method: 'upi' }),
    ]);
    const paymentRows = newest(payments).map((p) => [
      `<code>${p.id}</code>`,
      p.order_id ? `<code>${String(p.order_id)}</code>` : notes(p.notes),
      rupees(p.amount),
      String(p.method),
      `${String(p.status)}${p.refund_status ? ` (refund ${String(p.refund_status)})` : ''}`,
      settledIn.has(p.id) ? `<code>${settledIn.get(p.id)}</code>` : '',
      time(p.created_at),
    ]);
    const refundRows = newest(refunds).map((r) => [
      `<code>${r.id}</code>`,
      `<code>${String(r.payment_id)}</code>`,
      rupees(r.amount),
      String(r.status),
      time(r.created_at),
    ]);
    const qrRows = newest(qrCodes)
      .map(qrStatus)
      .map((q) => [
        `<code>${q.id}</code>${q.status === 'active' ? `<br><img src="qr/${q.id}.png" alt="QR code ${q.id}" width="120" height="120">` : ''}`,
        `${escapeHtml(String(q.description ?? q.name ?? ''))}<br>${notes(q.notes)}`,
        q.payment_amount === null ? 'any' : rupees(q.payment_amount),
        `${String(q.status)}${q.close_reason ? ` (${String(q.close_reason)})` : ''}`,
        time(q.created_at),
        q.status === 'active' && q.payment_amount !== null ? button(`_standin/qr_codes/${q.id}/pay`, 'Pay this QR code') : '',
      ]);
    const settlementRows = newest(settlements).map((s) => [`<code>${s.id}</code>`, rupees(s.amount), rupees(s.fees), String(s.utr), time(s.created_at)]);
    const eventRows = [...events]
      .reverse()
      .slice(0, 50)
      .map((e) => [
        `<code>${e.id}</code>`,
        e.event,
        e.delivered ? 'delivered' : held?.includes(e) ? 'held' : webhookUrl ? `not yet (${e.attempts} tries)` : 'no webhook URL',
        time(e.created_at),
      ]);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Razorpay stand-in (development)</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1f2a1f; background: #f6f8f4; }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
h2 { font-size: 1.05rem; margin: 1.25rem 0 .5rem; }
.note { color: #4a574a; margin: 0 0 1rem; font-size: .9rem; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border: 1px solid #d5ddd0; padding: .35rem .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
form { margin: 0; }
button { font: inherit; padding: .3rem .7rem; border-radius: .35rem; border: 1px solid #2d6a2d; background: #2d6a2d; color: #fff; cursor: pointer; }
</style>
</head>
<body>
<h1>Razorpay stand-in</h1>
<p class="note">Development only: the store's Razorpay account (${escapeHtml(keyId)}) on this machine. Newest first; refreshes itself.
"Pay this QR code" is the customer scanning a delivery partner's code at the door.</p>
${table('QR codes', ['QR code', 'For', 'Amount', 'State', 'Created', ''], qrRows, 'No QR codes yet.')}
${table('Orders', ['Order', 'Receipt', 'Amount', 'State', 'Created', ''], orderRows, 'No orders yet.')}
${table('Payments', ['Payment', 'Order / notes', 'Amount', 'Method', 'State', 'Settlement', 'Created'], paymentRows, 'No payments yet.')}
${table('Refunds', ['Refund', 'Payment', 'Amount', 'State', 'Created'], refundRows, 'No refunds yet.')}
<h2>Settlements</h2>
${button('_standin/settle', 'Settle every captured payment now')}
${table('', ['Settlement', 'Amount (net)', 'Fees', 'UTR', 'Created'], settlementRows, 'No settlements yet (past days settle by themselves).').replace('<h2></h2>\n', '')}
${table('Webhook events (latest 50)', ['Event id', 'Event', 'Delivery', 'Created'], eventRows, 'No events yet.')}
</body>
</html>
`;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const error = err instanceof RazorpayError ? err : new RazorpayError(500, `Internal error: ${String(err)}`);
      if (!res.headersSent) sendJson(res, error.status, error.body());
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const url = `http://${host}:${(server.address() as { port: number }).port}`;
      publicUrl ??= url;
      resolve({
        url,
        setWebhookUrl: (next) => {
          webhookUrl = next;
        },
        events,
        close: () =>
          new Promise<void>((done) => {
            closed = true;
            for (const timer of timers) clearTimeout(timer);
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's test controls (`/_standin/…`) at `standInUrl`, as JSON calls. */
export function razorpayStandInControls(standInUrl: string) {
  async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${standInUrl}/_standin${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`the Razorpay stand-in answered ${response.status} to ${method} ${route}: ${JSON.stringify(json)}`);
    return json;
  }
  return {
    /** Pays a Razorpay order as a customer in the checkout would: the answer is what the checkout's handler (or its 'payment.failed' callbacks) gets. */
    payOrder: (orderId: string, outcome: 'success' | 'failure' = 'success', method: PaymentMethod = 'upi') =>
      call<CheckoutAnswer>('POST', `/orders/${orderId}/pay`, { outcome, method }),
    /** A customer scans and pays a QR code: its payment and the QR code afterwards. */
    payQr: (qrId: string) => call<{ payment: Record<string, unknown>; qr_code: Record<string, unknown> }>('POST', `/qr_codes/${qrId}/pay`, {}),
    /** The next refund created fails (after being pending) instead of being processed. */
    failNextRefund: () => call<{ ok: true }>('POST', '/refunds/fail-next', {}),
    /** Settles captured payments of `day` (YYYY-MM-DD, Asia/Kolkata; default today) and before. */
    settle: (day?: string) => call<{ settlements: Record<string, unknown>[] }>('POST', '/settle', day ? { day } : {}),
    /** Webhook events are queued, not sent, until release. */
    holdWebhooks: () => call<{ held: number }>('POST', '/webhooks/hold', {}),
    /** Sends every queued event `times` times, in the order made ('sent') or reversed; then sends as usual again. */
    releaseWebhooks: (order: 'sent' | 'reverse' = 'sent', times = 1) => call<{ released: string[] }>('POST', '/webhooks/release', { order, times }),
    resendWebhook: (eventId: string, times = 1) => call<{ resent: string }>('POST', '/webhooks/resend', { eventId, times }),
    events: async () =>
      (await call<{ events: Array<Omit<StandInEvent, 'body'> & { payload: Record<string, { entity: Record<string, unknown> }> }> }>('GET', '/events')).events,
  };
}
