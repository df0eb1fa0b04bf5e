import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { Static } from 'typebox';
import type { PaymentConfirmationBodySchema } from '@farm-store/contracts/payments';
import { TOP_UP_AMOUNTS, TOP_UP_AMOUNT_MESSAGE, type TopUpSchema, type TopUpState } from '@farm-store/contracts/store-credit';
import { toPaise, toRupees } from '../../domain/money';
import { clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { transition } from '../../lib/state-transition';
import type { GatewayPayment, PaymentEvent } from '../payments/gateway';
import { findTopUpLink, linkToTopUp, paymentGateway, paymentSettings, recordPayment, sendRefund } from '../payments/service';
import { TopUpDeadlineModel, TopUpKeyModel, TopUpModel } from './model';
import { moveCredit } from './service';

/**
 * Topping up store credit by UPI (docs/store-credit.md "Top-ups"): a top-up is a Razorpay order for one of the fixed
 * amounts; the captured payment for it — from the browser's handler or a webhook, whichever comes first, any number
 * of times — marks it paid (one conditional write naming the payment) and credits the ledger once under
 * `topup:<id>`. A payment that arrives after the top-up expired is credited all the same: money received is never lost.
 */

export const TOP_UP_REASON = 'Top-up by UPI';
const NOT_CONFIRMED = 'We could not confirm this payment. If money left your account, it will be added to your credit or refunded automatically.';
const NO_GATEWAY = 'Topping up by UPI is not available at the moment. Please try again later.';

interface StoredTopUp {
  _id: string;
  user_id: string;
  amount_paise: number;
  state: TopUpState;
  razorpay_order_id: string | null;
  payment_id: string | null;
  paid_paise: number | null;
  created_at: Date;
  expires_at: Date;
}

// transition() is typed over a plain model; this one's schema type differs only by its missing version key.
const topUps = TopUpModel as unknown as Model<StoredTopUp>;

/** The state the customer sees: one past its window is expired even before the sweep wrote it. */
const stateOf = (t: StoredTopUp): TopUpState => (t.state === 'awaiting' && t.expires_at.getTime() <= clock.now() ? 'expired' : t.state);

export function topUpView(t: StoredTopUp): Static<typeof TopUpSchema> {
  const gateway = paymentGateway();
  const open = stateOf(t) === 'awaiting' && t.razorpay_order_id && gateway;
  return {
    id: t._id,
    amount: toRupees(t.amount_paise),
    state: stateOf(t),
    createdAt: t.created_at.toISOString(),
    expiresAt: t.expires_at.toISOString(),
    checkout: open
      ? { razorpayOrderId: t.razorpay_order_id!, keyId: gateway.keyId, amount: t.amount_paise, currency: 'INR', expires_at: t.expires_at.toISOString() }
      : null,
  };
}

const readTopUp = (id: string) => TopUpModel.findById(id).lean<StoredTopUp>().exec();

async function customersTopUp(id: string, userId: string): Promise<StoredTopUp> {
  const topUp = Types.ObjectId.isValid(id) ? await readTopUp(id) : null;
  if (!topUp || topUp.user_id !== userId) throw new NotFoundError('We could not find that top-up.');
  return topUp;
}

/**
 * The top-up id an Idempotency-Key stands for: the first request with the key reserves a new id (`fresh`), a retry
 * gets the same one. Without a key every request is a new top-up.
 */
async function reserveId(userId: string, idempotencyKey: string | undefined): Promise<{ id: string; fresh: boolean; keyId: string | null }> {
  const id = new Types.ObjectId().toString();
  if (!idempotencyKey) return { id, fresh: true, keyId: null };
  const keyId = createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('hex');
  try {
    await TopUpKeyModel.create({ _id: keyId, top_up_id: id, created_at: new Date(clock.now()) });
    return { id, fresh: true, keyId };
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
  const reserved = await TopUpKeyModel.findById(keyId).lean<{ top_up_id: string }>();
  if (!reserved) throw new ConflictError('This top-up is still being set up. Please try again in a moment.');
  return { id: reserved.top_up_id, fresh: false, keyId };
}

/**
 * Customer: a top-up of one of the fixed amounts and Razorpay's order for it. The same Idempotency-Key answers the
 * same top-up (and finishes one whose Razorpay order was not made yet: Razorpay did not answer the first time).
 */
export async function createTopUp(userId: string, amount: number, idempotencyKey?: string): Promise<StoredTopUp> {
  if (!(TOP_UP_AMOUNTS as readonly number[]).includes(amount)) throw new BadRequestError(TOP_UP_AMOUNT_MESSAGE);
  if (!paymentGateway()) throw new BadRequestError(NO_GATEWAY);
  const { id, fresh, keyId } = await reserveId(userId, idempotencyKey);
  let topUp = await readTopUp(id);
  if (!topUp) {
    if (!fresh) throw new ConflictError('This top-up is still being set up. Please try again in a moment.');
    try {
      const now = clock.now();
      const expiresAt = new Date(now + (await paymentSettings()).windowMinutes * 60_000);
      const doc = { _id: id, user_id: userId, amount_paise: toPaise(amount), state: 'awaiting', created_at: new Date(now), expires_at: expiresAt };
      topUp = (await TopUpModel.create(doc)).toObject() as StoredTopUp;
      await TopUpDeadlineModel.create({ _id: id, expires_at: expiresAt });
    } catch (err) {
      // Nothing was made under the key: a retry with it starts afresh.
      if (keyId && !topUp) await TopUpKeyModel.deleteOne({ _id: keyId, top_up_id: id }).catch(() => undefined);
      throw err;
    }
  }
  return topUp.state === 'awaiting' && !topUp.razorpay_order_id ? openPayment(topUp) : topUp;
}

/** Razorpay's order for the top-up (receipt and notes name it), linked to it before anyone can pay it. */
async function openPayment(topUp: StoredTopUp): Promise<StoredTopUp> {
  const gateway = paymentGateway();
  if (!gateway) throw new BadRequestError(NO_GATEWAY);
  const order = await gateway.createOrder({ amountPaise: topUp.amount_paise, receipt: `topup:${topUp._id}`, notes: { top_up_id: topUp._id } });
  await linkToTopUp(order.id, topUp._id, topUp.amount_paise);
  // Two retries racing each made a Razorpay order: the first one kept is the one paid (the other is never shown).
  await transition(topUps, topUp._id, { razorpay_order_id: null }, { $set: { razorpay_order_id: order.id } });
  return (await readTopUp(topUp._id))!;
}

export interface TopUpOutcome {
  topUp: StoredTopUp;
  /** The balance after the credit; null when the payment could not pay the top-up (paid by another: refunded). */
  balancePaise: number | null;
}

/**
 * A captured payment for a top-up, in any order and any number of times: the first marks the top-up paid by that
 * payment (awaiting or expired → paid, one conditional write), then the ledger is credited under `topup:<id>` — a
 * repeat, also after a crash between the two, completes the credit without adding twice. Another payment for a top-up
 * already paid is refunded in full.
 */
async function applyTopUpPayment(topUpId: string, razorpayOrderId: string, payment: GatewayPayment): Promise<TopUpOutcome> {
  await recordPayment(payment, { id: razorpayOrderId, orderId: null, topUpId, via: 'online' });
  await transition(
    topUps,
    topUpId,
    { state: { $in: ['awaiting', 'expired'] } },
    { $set: { state: 'paid', payment_id: payment.id, paid_paise: payment.amount, paid_at: new Date(clock.now()) } },
  );
  const topUp = (await readTopUp(topUpId))!;
  if (topUp.payment_id !== payment.id) {
    await sendRefund({ key: `stray:${payment.id}`, orderId: null, paymentId: payment.id, amountPaise: payment.amount, reason: 'Paid twice for a top-up' });
    return { topUp, balancePaise: null };
  }
  void TopUpDeadlineModel.deleteOne({ _id: topUpId }).catch(() => undefined);
  const credited = await moveCredit({ userId: topUp.user_id, key: `topup:${topUpId}`, amountPaise: topUp.paid_paise!, reason: TOP_UP_REASON });
  return { topUp, balancePaise: credited.balancePaise };
}

/** Customer: Razorpay Checkout's success handler for their top-up, passed on; the signature is checked first. */
export async function confirmTopUpPayment(
  topUpId: string,
  userId: string,
  body: Static<typeof PaymentConfirmationBodySchema>,
): Promise<{ topUp: StoredTopUp; balancePaise: number }> {
  const topUp = await customersTopUp(topUpId, userId);
  const gateway = paymentGateway();
  const rzpOrderId = topUp.razorpay_order_id;
  if (
    !gateway ||
    !rzpOrderId ||
    rzpOrderId !== body.razorpay_order_id ||
    !gateway.checkoutSignatureValid(rzpOrderId, body.razorpay_payment_id, body.razorpay_signature)
  ) {
    throw new BadRequestError(NOT_CONFIRMED);
  }
  const payment = await gateway.fetchPayment(body.razorpay_payment_id);
  if (payment.order_id !== rzpOrderId) throw new BadRequestError(NOT_CONFIRMED);
  if (payment.status !== 'captured') throw new ConflictError('Your payment has not completed yet. We will add it to your credit as soon as it does.');
  const outcome = await applyTopUpPayment(topUpId, rzpOrderId, payment);
  if (outcome.balancePaise === null) throw new ConflictError('This top-up was already paid, so this payment is being refunded in full.');
  return { topUp: outcome.topUp, balancePaise: outcome.balancePaise };
}

/**
 * A verified webhook event about a top-up's Razorpay order: a capture pays it, a failure is recorded. Answers false
 * when the event is not about a top-up (it is then an order's).
 */
export async function applyTopUpEvent(e: PaymentEvent): Promise<boolean> {
  const payment = e.payload?.payment?.entity;
  const rzpOrderId = payment?.order_id ?? e.payload?.order?.entity?.id;
  if (!payment || !rzpOrderId || !['payment.captured', 'order.paid', 'payment.failed'].includes(e.event)) return false;
  const topUpId = await findTopUpLink(rzpOrderId);
  if (!topUpId) return false;
  if (e.event === 'payment.failed') await recordPayment({ ...payment, status: 'failed' }, { id: rzpOrderId, orderId: null, topUpId, via: 'online' });
  else await applyTopUpPayment(topUpId, rzpOrderId, { ...payment, status: 'captured' });
  return true;
}

/** Top-ups still awaiting payment at their deadline become expired (nothing was taken). Run by every API process. */
export async function expireTopUps(): Promise<number> {
  const due = await TopUpDeadlineModel.find({ expires_at: { $lte: new Date(clock.now()) } }, { _id: 1 })
    .limit(200)
    .lean<Array<{ _id: string }>>();
  let expired = 0;
  for (const { _id: id } of due) {
    if (await transition(topUps, id, { state: 'awaiting' }, { $set: { state: 'expired' } })) expired += 1;
    await TopUpDeadlineModel.deleteOne({ _id: id });
  }
  return expired;
}
