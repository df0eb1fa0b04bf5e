import type { Static } from 'typebox';
import type { CheckoutHandoffSchema, PaymentConfirmationBodySchema, UpiQrSchema } from '@farm-store/contracts/payments';
import { toRupees } from '../../domain/money';
import { clock } from '../../lib/clock';
import { keyMark } from '../../lib/key-marks';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { GatewayPayment, PaymentEvent } from '../payments/gateway';
import {
  cashRefusal,
  findLink,
  instrumentOf,
  linkToOrder,
  recordPayment,
  requirePaymentGateway,
  sendRefund,
  settleRefund,
  type PaymentVia,
  type RefundState,
} from '../payments/service';
import { orderRef } from '../notifications/templates';
import { customersOrder, findOrder, giveBack, move, partnersOrder } from './order-moves';
import { PaymentDeadlineModel, type DeliveryStatus } from './model';
import { returnOrderCredit } from './store-credit';
import type { StoredOrder } from './views';

/**
 * What a payment means for an order (docs/payments.md): an online order waits for its payment and becomes a new
 * order when paid, or expires; a cash order may be paid by UPI at the door; a paid order is refunded when cancelled
 * and in part on request. Every change is one conditional write on the order; the money itself is recorded in the
 * payments module's ledgers, keyed by its source.
 */

const AWAITING: DeliveryStatus = 'Awaiting Payment';
const NOT_CONFIRMED = 'We could not confirm this payment. If money left your account, it will be refunded automatically.';
/** How long a partner's UPI QR code can be paid. */
const QR_MINUTES = 30;

/** The order's payment, also for orders from before online payment (cash on delivery, paid when the cash came). */
export function paymentOf(order: StoredOrder) {
  if (order.payment) return order.payment;
  const cash = order.cash_collected_paise ?? 0;
  return {
    method: 'cod' as const,
    state: cash > 0 ? ('paid' as const) : ('due' as const),
    paid_via: cash > 0 ? ('cash' as const) : null,
    instrument: null,
    paid_paise: 0,
    refundable_paise: 0,
    refunds: [],
    expires_at: null,
    razorpay_order_id: null,
    payment_id: null,
  };
}

/** The order's payment that can be refunded (online, or by UPI at the door), and what is left of it; null for cash and unpaid orders. */
export function onlinePaymentOf(order: StoredOrder): { paymentId: string; refundablePaise: number } | null {
  const p = paymentOf(order);
  return p.state === 'paid' && p.payment_id && p.paid_via !== 'cash' ? { paymentId: p.payment_id, refundablePaise: p.refundable_paise } : null;
}

/**
 * What is paid online or in cash: the total less store credit (a packed order can end below its credit). Nothing for a
 * subscription's delivery: store credit pays it when delivered (subscription-payment.ts).
 */
export const toPayPaise = (order: StoredOrder) =>
  paymentOf(order).method === 'subscription' ? 0 : Math.max(0, order.total_paise - (order.store_credit_paise ?? 0));

/** What is left to collect at the door: nothing once paid online or by UPI, nor for a subscription's delivery. */
export const amountDuePaise = (order: StoredOrder) => (paymentOf(order).state === 'paid' ? 0 : toPayPaise(order));

/** The checkout handoff of an order awaiting payment (what opens Razorpay Checkout for it). */
export function handoffOf(order: StoredOrder): Static<typeof CheckoutHandoffSchema> | null {
  const p = order.payment;
  if (order.delivery_status !== AWAITING || !p?.razorpay_order_id || !p.expires_at) return null;
  return {
    razorpayOrderId: p.razorpay_order_id,
    keyId: requirePaymentGateway().keyId,
    amount: toPayPaise(order),
    currency: 'INR',
    expires_at: p.expires_at.toISOString(),
  };
}

/** Why this order cannot be paid online now, in words for the customer. */
function notAwaiting(order: StoredOrder): ConflictError {
  const p = paymentOf(order);
  if (p.state === 'expired') return new ConflictError('The time to pay for this order has passed, so it was cancelled. You were not charged.');
  if (p.state === 'paid') return new ConflictError('This order is already paid.');
  if (order.status === 'Cancelled') return new ConflictError('This order was cancelled.');
  return new ConflictError('This order is paid on delivery.');
}

/** Customer: open checkout again for their order awaiting payment ("Try again"). */
export async function checkoutHandoff(orderId: string, userId: string) {
  const order = await customersOrder(orderId, userId);
  const handoff = handoffOf(order);
  if (!handoff) throw notAwaiting(order);
  return handoff;
}

/**
 * Before an online order is stored: Razorpay's order for what it leaves to pay (receipt = our order id), linked to ours,
 * and the deadline the sweep expires it at.
 */
export async function openOnlinePayment(orderId: string, amountPaise: number, windowMinutes: number) {
  const gateway = requirePaymentGateway();
  const razorpayOrder = await gateway.createOrder({ amountPaise, receipt: orderId });
  await linkToOrder(razorpayOrder.id, orderId, 'online', amountPaise);
  const expiresAt = new Date(clock.now() + windowMinutes * 60_000);
  await PaymentDeadlineModel.create({ _id: orderId, expires_at: expiresAt });
  return { razorpayOrderId: razorpayOrder.id, expiresAt };
}

export interface PaymentOutcome {
  order: StoredOrder;
  /** False when the payment could not pay the order (expired, cancelled, paid already): it is being refunded. */
  applied: boolean;
}

/**
 * A captured payment (from the browser's handler or a webhook, in any order, any number of times): recorded once, and
 * it pays the order it was for when that order still waits for it — one conditional write. A payment that finds the
 * order expired, cancelled, switched to cash or paid by another payment is refunded in full, once.
 */
export async function applyCapturedPayment(payment: GatewayPayment, link: { id: string; orderId: string; via: PaymentVia }): Promise<PaymentOutcome> {
  const recorded = recordPayment(payment, link);
  recorded.catch(() => undefined); // awaited below; a failure is thrown there
  const paid = {
    'payment.state': 'paid',
    'payment.paid_via': link.via,
    'payment.payment_id': payment.id,
    'payment.instrument': instrumentOf(payment),
    'payment.paid_paise': payment.amount,
    'payment.refundable_paise': payment.amount,
  };
  let moved: StoredOrder | null;
  if (link.via === 'online') {
    moved = await move(link.orderId, { delivery_status: AWAITING, 'payment.razorpay_order_id': link.id }, { delivery_status: 'Pending' }, 'system', {
      ...paid,
      'payment.expires_at': null,
    });
    // Not waited for: a deadline left behind is deleted by the sweep, which cannot expire a paid order.
    if (moved) void PaymentDeadlineModel.deleteOne({ _id: link.orderId }).catch(() => undefined);
  } else {
    const seen = await findOrder(link.orderId);
    moved = await move(
      link.orderId,
      { delivery_status: seen.delivery_status, status: 'Placed', 'payment.state': 'due' },
      { delivery_status: seen.delivery_status },
      'system',
      paid,
      { payment: 'paid_at_door', amount_paise: payment.amount },
    );
  }
  // The ledger row is written beside the order's move (both keyed, so each happens once).
  await recorded;
  if (moved) return { order: moved, applied: true };
  const order = await findOrder(link.orderId);
  if (order.payment?.payment_id === payment.id) return { order, applied: true };
  return { order: await refundStrayPayment(order, payment), applied: false };
}

/** A payment the order could not take: all of it goes back, listed on the order so its customer sees the refund. */
async function refundStrayPayment(order: StoredOrder, payment: GatewayPayment): Promise<StoredOrder> {
  const reason = order.status === 'Cancelled' ? 'Paid after the order was cancelled' : 'Paid twice';
  return startRefund(order, { key: `stray:${payment.id}`, paymentId: payment.id, amountPaise: payment.amount, reason, fromRefundable: false });
}

/** Customer: Razorpay Checkout's success handler, passed on. The signature is checked before anything else. */
export async function confirmCheckoutPayment(orderId: string, userId: string, body: Static<typeof PaymentConfirmationBodySchema>): Promise<StoredOrder> {
  const order = await customersOrder(orderId, userId);
  const gateway = requirePaymentGateway();
  const rzpOrderId = order.payment?.razorpay_order_id;
  if (!rzpOrderId || rzpOrderId !== body.razorpay_order_id || !gateway.checkoutSignatureValid(rzpOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw new BadRequestError(NOT_CONFIRMED);
  }
  const payment = await gateway.fetchPayment(body.razorpay_payment_id);
  if (payment.order_id !== rzpOrderId) throw new BadRequestError(NOT_CONFIRMED);
  if (payment.status !== 'captured') throw new ConflictError('Your payment has not completed yet. We will confirm your order as soon as it does.');
  const outcome = await applyCapturedPayment(payment, { id: rzpOrderId, orderId: order._id.toString(), via: 'online' });
  if (!outcome.applied) {
    throw new ConflictError('The time to pay for this order had passed, so it was cancelled. Your payment is being refunded in full.');
  }
  return outcome.order;
}

/** Customer: the order awaiting payment is paid on delivery instead ("Pay cash instead"), where cash is allowed for it. */
export async function payCashInstead(orderId: string, userId: string): Promise<StoredOrder> {
  const order = await customersOrder(orderId, userId);
  if (order.delivery_status !== AWAITING) throw notAwaiting(order);
  const refusal = await cashRefusal(toPayPaise(order), order.delivery_type === 'automated');
  if (refusal) throw new BadRequestError(refusal);
  const moved = await move(orderId, { user_id: userId, delivery_status: AWAITING }, { delivery_status: 'Pending' }, `customer:${userId}`, {
    payment_method: 'Cash on Delivery',
    'payment.method': 'cod',
    'payment.state': 'due',
    'payment.expires_at': null,
  });
  if (!moved) throw notAwaiting(await findOrder(orderId));
  await PaymentDeadlineModel.deleteOne({ _id: orderId });
  return moved;
}

/**
 * Online orders still awaiting payment at their deadline are cancelled (payment expired) and give back their stock,
 * coupon use, first-order discount and slot. Run by every API process; the conditional move lets one apply each.
 */
export async function expireUnpaidOrders(): Promise<number> {
  const due = await PaymentDeadlineModel.find({ expires_at: { $lte: new Date(clock.now()) } }, { _id: 1 })
    .limit(200)
    .lean<Array<{ _id: string }>>();
  let expired = 0;
  for (const { _id: orderId } of due) {
    const moved = await move(
      orderId,
      { delivery_status: AWAITING },
      { delivery_status: 'Cancelled', status: 'Cancelled' },
      'system',
      { 'payment.state': 'expired', 'payment.expires_at': null },
      { reason: 'Payment not completed in time' },
    );
    if (moved) {
      await giveBack(moved);
      await returnOrderCredit(moved);
      expired += 1;
    }
    await PaymentDeadlineModel.deleteOne({ _id: orderId });
  }
  return expired;
}

interface RefundStart {
  key: string;
  paymentId: string;
  amountPaise: number;
  reason: string;
  /** True for a refund of the order's own payment: it takes from what remains refundable, never more. */
  fromRefundable: boolean;
}

/**
 * Lists a refund on the order (one conditional write: the key not there yet, and for the order's own payment enough
 * left refundable, taken with $inc) and sends it (the ledger and Razorpay's idempotency key make that once per key).
 * A retry with the same key sends again what is listed and changes nothing else.
 */
async function startRefund(order: StoredOrder, r: RefundStart): Promise<StoredOrder> {
  const orderId = order._id.toString();
  const entry = { key: r.key, amount_paise: r.amountPaise, reason: r.reason, state: 'pending', created_at: new Date(clock.now()) };
  const mark = keyMark('payment.refund_keys', r.key);
  const expected = {
    // The mark is what the embedded database judges right; the $ne covers orders refunded before marks were kept.
    [mark]: { $exists: false },
    'payment.refunds.key': { $ne: r.key },
    ...(r.fromRefundable && { 'payment.state': 'paid' as const, 'payment.refundable_paise': { $gte: r.amountPaise } }),
  };
  const listed = await move(
    orderId,
    { ...expected, delivery_status: order.delivery_status },
    { delivery_status: order.delivery_status },
    'system',
    { [mark]: true },
    { payment: 'refund_started', amount_paise: r.amountPaise, reason: r.reason },
    { $push: { 'payment.refunds': entry }, ...(r.fromRefundable && { $inc: { 'payment.refundable_paise': -r.amountPaise } }) },
  );
  const now = listed ?? (await findOrder(orderId));
  if (!listed && !now.payment?.refunds.some((x) => x.key === r.key)) {
    if (now.delivery_status !== order.delivery_status) return startRefund(now, r);
    const left = now.payment?.refundable_paise ?? 0;
    throw new BadRequestError(left > 0 ? `At most ₹${toRupees(left)} can still be refunded on this order.` : 'Nothing is left to refund on this order.');
  }
  const state = await sendRefund({ key: r.key, orderId, paymentId: r.paymentId, amountPaise: r.amountPaise, reason: r.reason });
  return state === 'pending' ? now : ((await markOrderRefund(orderId, r.key, state)) ?? now);
}

/**
 * Refunds part or all of what an order was paid, once per key, never more in total than was paid, whatever runs at the
 * same time. Used when a paid order is cancelled and by staff (and later by final weights and complaints).
 */
export async function refundOrder(orderId: string, amountPaise: number, reason: string, key: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  const online = onlinePaymentOf(order);
  if (!online) throw new ConflictError('This order has no online payment to refund.');
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new BadRequestError('Please enter an amount to refund.');
  return startRefund(order, { key, paymentId: online.paymentId, amountPaise, reason, fromRefundable: true });
}

/** After a paid order was cancelled: all of what remains refundable goes back. */
export async function refundCancelledOrder(order: StoredOrder): Promise<StoredOrder> {
  const left = onlinePaymentOf(order)?.refundablePaise ?? 0;
  if (left <= 0) return order;
  return refundOrder(order._id.toString(), left, 'Order cancelled', `cancel:${order._id.toString()}`);
}

/** Razorpay finished a refund (webhook, or its first answer): the order's entry moves from pending once, and the customer is told. */
async function markOrderRefund(orderId: string, key: string, state: Exclude<RefundState, 'pending'>): Promise<StoredOrder | null> {
  const order = await findOrder(orderId);
  const index = order.payment?.refunds.findIndex((x) => x.key === key) ?? -1;
  if (index < 0) return null;
  const refund = order.payment!.refunds[index];
  // Positional updates are not portable (FerretDB): the entry is addressed by its index, checked to be the same one.
  const at = `payment.refunds.${index}`;
  return move(
    orderId,
    { delivery_status: order.delivery_status, [`${at}.key`]: key, [`${at}.state`]: 'pending' },
    { delivery_status: order.delivery_status },
    'system',
    { [`${at}.state`]: state, [`${at}.processed_at`]: new Date(clock.now()) },
    { payment: state === 'processed' ? 'refund_processed' : 'refund_failed', amount_paise: refund.amount_paise },
    // A refund Razorpay refused leaves the money with the store: it may be refunded again.
    state === 'failed' && !key.startsWith('stray:') ? { $inc: { 'payment.refundable_paise': refund.amount_paise } } : {},
  );
}

/** Partner: a UPI QR code for what is due on their cash order out for delivery. */
export async function upiQrFor(orderId: string, partnerId: string): Promise<Static<typeof UpiQrSchema>> {
  const order = await partnersOrder(orderId, partnerId);
  if (order.delivery_status !== 'Out for Delivery') throw new ConflictError('Accept the order before taking its payment.');
  const due = amountDuePaise(order);
  if (due === 0) throw new ConflictError('This order is already paid: there is nothing to collect.');
  const gateway = requirePaymentGateway();
  const closeBy = new Date(clock.now() + QR_MINUTES * 60_000);
  const qr = await gateway.createUpiQr({ amountPaise: due, orderId, closeBy, description: `Order ${orderRef(orderId)}` });
  await linkToOrder(qr.id, orderId, 'upi_qr', due);
  return { qr_id: qr.id, image_url: qr.image_url, amount: toRupees(due), close_by: new Date(qr.close_by * 1000).toISOString() };
}

/** What each webhook event does to orders; any order and any number of times change an order once. */
export async function applyPaymentEvent(e: PaymentEvent): Promise<void> {
  const payment = e.payload?.payment?.entity;
  switch (e.event) {
    case 'payment.captured':
    case 'order.paid': {
      const link = await findLink(payment?.order_id ?? e.payload?.order?.entity?.id);
      if (payment && link) await applyCapturedPayment({ ...payment, status: 'captured' }, { id: payment.order_id ?? e.payload!.order!.entity!.id!, ...link });
      return;
    }
    case 'qr_code.credited': {
      const qrId = e.payload?.qr_code?.entity?.id;
      const link = await findLink(qrId);
      if (payment && qrId && link) await applyCapturedPayment({ ...payment, status: 'captured' }, { id: qrId, ...link });
      return;
    }
    case 'payment.failed': {
      const link = await findLink(payment?.order_id);
      if (payment)
        await recordPayment({ ...payment, status: 'failed' }, { id: payment.order_id ?? null, orderId: link?.orderId ?? null, via: link?.via ?? 'online' });
      return;
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refund = e.payload?.refund?.entity;
      const settled = refund && (await settleRefund(refund));
      if (settled?.orderId && settled.state !== 'pending') await markOrderRefund(settled.orderId, settled.key, settled.state);
      return;
    }
    default:
      return;
  }
}
