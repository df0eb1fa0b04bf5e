import { TtlCache } from '../../lib/ttl-cache';
import type { Static } from 'typebox';
import type { PaymentOptionsSchema, PaymentSettingsSchema } from '@farm-store/contracts/payments';
import { toPaise, toRupees } from '../../domain/money';
import { clock } from '../../lib/clock';
import { BadRequestError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import type { GatewayPayment, GatewayRefund, PaymentGateway } from './gateway';
import { PaymentEventModel, PaymentLinkModel, PaymentModel, PaymentSettingsModel, RefundModel } from './model';

/**
 * Money in and out, knowing orders only by id: the gateway, the ledgers of payments and refunds, the settings.
 * The orders module decides what a payment means for an order (orders/payments.ts).
 */

let current: PaymentGateway | null = null;

/** Set once when the app is built (app.ts): the store's Razorpay account, or none. */
export function usePaymentGateway(gateway: PaymentGateway | null): void {
  current = gateway;
}

/** The gateway, or null when the store has no Razorpay keys (Pay now is then not offered). */
export const paymentGateway = (): PaymentGateway | null => current;

export function requirePaymentGateway(): PaymentGateway {
  if (!current) throw new BadRequestError('Paying online is not available at the moment. Please choose cash on delivery.');
  return current;
}

// ---------------------------------------------------------------------------------------------- settings

export interface PaymentSettings {
  cashLimitPaise: number;
  courierCash: boolean;
  windowMinutes: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { cashLimitPaise: 500_000, courierCash: true, windowMinutes: 15 };
const SETTINGS_ID = 'store';
/** Read on every checkout and changed a few times a year: each process keeps them 5 s. */
const settingsCache = new TtlCache<PaymentSettings>(5_000);

export function paymentSettings(): Promise<PaymentSettings> {
  return settingsCache.get(SETTINGS_ID, async () => {
    const doc = await PaymentSettingsModel.findById(SETTINGS_ID).lean<{ cash_limit_paise: number; courier_cash: boolean; payment_window_minutes: number }>();
    return doc ? { cashLimitPaise: doc.cash_limit_paise, courierCash: doc.courier_cash, windowMinutes: doc.payment_window_minutes } : DEFAULT_PAYMENT_SETTINGS;
  });
}

export const settingsView = (s: PaymentSettings): Static<typeof PaymentSettingsSchema> => ({
  cash_limit: toRupees(s.cashLimitPaise),
  courier_cash: s.courierCash,
  payment_window_minutes: s.windowMinutes,
});

export async function saveSettings(body: Static<typeof PaymentSettingsSchema>): Promise<PaymentSettings> {
  const doc = { cash_limit_paise: toPaise(body.cash_limit), courier_cash: body.courier_cash, payment_window_minutes: body.payment_window_minutes };
  await PaymentSettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: doc }, { upsert: true });
  settingsCache.forget(SETTINGS_ID);
  return paymentSettings();
}

export async function paymentOptions(): Promise<Static<typeof PaymentOptionsSchema>> {
  const settings = await paymentSettings();
  return {
    online: current !== null,
    key_id: current?.keyId ?? null,
    checkout_script: current?.checkoutScript ?? null,
    cash_limit: current ? toRupees(settings.cashLimitPaise) : null,
    courier_cash: current ? settings.courierCash : true,
    payment_window_minutes: settings.windowMinutes,
  };
}

/**
 * Why an order of this total may not be paid in cash (null when it may). The cash limit and prepaid courier orders
 * apply only while online payment is offered: a store without it takes cash for everything.
 */
export async function cashRefusal(totalPaise: number, courier: boolean): Promise<string | null> {
  if (!current) return null;
  const s = await paymentSettings();
  if (totalPaise > s.cashLimitPaise)
    return `Cash on delivery is available for orders up to ₹${toRupees(s.cashLimitPaise).toLocaleString('en-IN')}. Please pay now.`;
  if (courier && !s.courierCash) return 'Orders sent by courier are paid in advance. Please pay now.';
  return null;
}

// ------------------------------------------------------------------------------------------------ links

export type PaymentVia = 'online' | 'upi_qr';

/** Remembers which of our orders a Razorpay order or QR code pays (written before anyone can pay it). */
export async function linkToOrder(linkId: string, orderId: string, via: PaymentVia, amountPaise: number): Promise<void> {
  await PaymentLinkModel.create({ _id: linkId, order_id: orderId, via, amount_paise: amountPaise, created_at: new Date(clock.now()) });
}

/** Remembers which store-credit top-up a Razorpay order pays (written before anyone can pay it). */
export async function linkToTopUp(linkId: string, topUpId: string, amountPaise: number): Promise<void> {
  await PaymentLinkModel.create({ _id: linkId, top_up_id: topUpId, via: 'online', amount_paise: amountPaise, created_at: new Date(clock.now()) });
}

export interface PaymentLink {
  orderId: string;
  via: PaymentVia;
}

interface StoredLink {
  order_id: string | null;
  top_up_id?: string | null;
  via: PaymentVia;
}

const readLink = (linkId: string | null | undefined) => (linkId ? PaymentLinkModel.findById(linkId).lean<StoredLink>().exec() : Promise.resolve(null));

/** The order a Razorpay order or QR code pays (null when it pays none: unknown, or a top-up's). */
export async function findLink(linkId: string | null | undefined): Promise<PaymentLink | null> {
  const doc = await readLink(linkId);
  return doc?.order_id ? { orderId: doc.order_id, via: doc.via } : null;
}

/** The store-credit top-up a Razorpay order pays (null when it pays none). */
export async function findTopUpLink(linkId: string | null | undefined): Promise<string | null> {
  return (await readLink(linkId))?.top_up_id ?? null;
}

// ---------------------------------------------------------------------------------------------- payments

const METHOD_NAMES: Record<string, string> = { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet', emi: 'EMI' };

/** The method's name and, for a card, its last four digits: all the store keeps of how someone paid. */
export function instrumentOf(payment: GatewayPayment): string {
  const name = METHOD_NAMES[payment.method ?? ''] ?? 'Online';
  const last4 = payment.card?.last4;
  return payment.method === 'card' && last4 && /^\d{4}$/.test(last4) ? `Card ending ${last4}` : name;
}

/**
 * Records a payment once (a second report of the same payment changes nothing; a capture after a failure wins). It
 * pays an order, or a store-credit top-up (`topUpId`).
 */
export async function recordPayment(
  payment: GatewayPayment,
  link: { id: string | null; orderId: string | null; topUpId?: string | null; via: PaymentVia },
): Promise<void> {
  const status = payment.status === 'captured' ? 'captured' : 'failed';
  const row = {
    order_id: link.orderId,
    top_up_id: link.topUpId ?? null,
    link_id: link.id,
    via: link.via,
    amount_paise: payment.amount,
    status,
    method: payment.method ?? null,
    instrument: instrumentOf(payment),
    at: new Date(clock.now()),
  };
  try {
    await PaymentModel.create({ _id: payment.id, ...row });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    if (status === 'captured') await PaymentModel.updateOne({ _id: payment.id, status: 'failed' }, { $set: row });
  }
}

/** True the first time an event id is seen; a repeat (Razorpay re-sends until it hears 2xx) answers false. */
export async function firstSightOfEvent(eventId: string, event: string): Promise<boolean> {
  try {
    await PaymentEventModel.create({ _id: eventId, event, at: new Date(clock.now()) });
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/** Forgets an event whose handling failed, so Razorpay's retry applies it. */
export async function forgetEvent(eventId: string): Promise<void> {
  await PaymentEventModel.deleteOne({ _id: eventId });
}

// ----------------------------------------------------------------------------------------------- refunds

export type RefundState = 'pending' | 'processed' | 'failed';

export interface RefundRequest {
  key: string;
  orderId: string | null;
  paymentId: string;
  amountPaise: number;
  reason: string;
}

const refundStateOf = (r: GatewayRefund): RefundState => (r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending');

/**
 * Sends a refund once per key: the ledger row is written first (its `_id` is the key), then Razorpay is asked with the
 * key as its idempotency key, so a retry — this call again, or the sweep after a crash — never refunds twice.
 * Answers the refund's state; a gateway that did not answer leaves it pending for the sweep.
 */
export async function sendRefund(request: RefundRequest): Promise<RefundState> {
  const now = new Date(clock.now());
  try {
    await RefundModel.create({
      _id: request.key,
      order_id: request.orderId,
      payment_id: request.paymentId,
      amount_paise: request.amountPaise,
      reason: request.reason,
      state: 'pending',
      created_at: now,
    });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
  return askGateway(request.key);
}

async function askGateway(key: string): Promise<RefundState> {
  const row = await RefundModel.findById(key).lean<{ payment_id: string; amount_paise: number; state: RefundState; razorpay_refund_id: string | null }>();
  if (!row) return 'pending';
  if (row.razorpay_refund_id || !current) return row.state;
  try {
    const refund = await current.refund({ paymentId: row.payment_id, amountPaise: row.amount_paise, key });
    const state = refundStateOf(refund);
    await RefundModel.updateOne({ _id: key, razorpay_refund_id: null }, { $set: { razorpay_refund_id: refund.id, ...finished(state) } });
    return state;
  } catch (err) {
    process.emitWarning(`refund ${key} not sent yet (sent again later): ${String(err)}`, 'Refunds');
    return 'pending';
  }
}

const finished = (state: RefundState) => (state === 'pending' ? {} : { state, processed_at: new Date(clock.now()) });

/**
 * Razorpay's word on a refund (webhook): moves the ledger row from pending once. Answers the refund's key and order
 * when this call changed it (null when already known or not ours).
 */
export async function settleRefund(refund: GatewayRefund): Promise<{ key: string; orderId: string | null; state: RefundState; amountPaise: number } | null> {
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  const key = notes.refund_key;
  const state = refundStateOf(refund);
  if (!key || state === 'pending') return null;
  const row = await RefundModel.findOneAndUpdate(
    { _id: key, state: 'pending' },
    { $set: { razorpay_refund_id: refund.id, ...finished(state) } },
    { returnDocument: 'after' },
  ).lean<{ order_id: string | null; amount_paise: number }>();
  return row && { key, orderId: row.order_id, state, amountPaise: row.amount_paise };
}

/** Refunds Razorpay has not acknowledged yet (the process died, or it did not answer): asked again, same key. */
export async function resendUnsentRefunds(): Promise<void> {
  if (!current) return;
  const unsent = await RefundModel.find({ razorpay_refund_id: null, state: 'pending' }, { _id: 1 }).limit(50).lean<Array<{ _id: string }>>();
  for (const row of unsent) await askGateway(row._id);
}
