import { Types } from 'mongoose';
import type { Static } from 'typebox';
import type { QuoteSchema } from '@farm-store/contracts/orders';
import { toPaise, toRupees } from '../../domain/money';
import { quote, type PriceBreakdown } from '../../domain/pricing/quote';
import type { CouponDiscountTerms } from '../../domain/pricing/coupon-discount';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { SignedInCustomer } from '../../plugins/auth';
import { findVariantsForPricing } from '../catalogue/pricing-reads';
import { findShortages, returnStock, shortageError, takeStock } from '../catalogue/stock';
import { placeAddress } from '../addresses/service';
import { takeOrderSlot, giveBackOrderPlace, type OrderSlot } from '../slots/checkout';
import type { SlotView } from '../slots/places';
import { shippingDetail } from '../../domain/pricing/shipping-detail';
import type { ShippingZone } from '../../domain/pricing/shipping';
import { clock } from '../../lib/clock';
import { normalizeCode, resolveCoupon, type CouponTerms } from '../coupons/service';
import { giveBackCouponUse, takeCouponUse } from '../coupons/usage';
import { isDatabaseUnavailableError } from '../../lib/mongo';
import { addDays, kolkataDay } from '../../lib/calendar';
import { claimKey, settleClaim, settleFailedClaim, type KeyClaim } from './idempotency';
import { OrderModel } from './model';
import { noteOrderChange } from '../notifications/service';
import { afterOrderStored, orderLines, pricedItem, stockLines, weighedOrderFields, type PricedItem } from './new-order';
import { holdFirstOrder } from './first-order-hold';
import { isFirstOrder } from './service';
import { weighedTermsView, type StoredOrder } from './views';
import { cashRefusal, paymentSettings, requirePaymentGateway } from '../payments/service';
import { openOnlinePayment } from './payments';
import { creditBalance } from '../store-credit/service';
import { returnCredit, spendCredit } from './store-credit';

/**
 * Checkout, the one flow that spans domains: catalogue prices, the coupon, the customer's first-order
 * status and contact, then the order itself. Every amount is re-read from the database; the client's
 * cart only says which variants and how many.
 */

export interface CartLine {
  /** Variant id. */
  id: string;
  quantity: number;
}

export interface ShippingAddress {
  label: string;
  value: string;
  /** 6 digits; decides the delivery zone when given (domain/pricing/hyderabad-pincodes.ts). */
  pincode?: string | null;
  /** A saved address's landmark and map pin, copied onto the order for the rider. */
  landmark?: string | null;
  pin?: { lat: number; lng: number } | null;
}

/** An address the store has placed: its zone, and the pincode that placed it (also one read from the text). */
type PlacedShippingAddress = ShippingAddress & { zone: ShippingZone };

export interface PricedCart {
  items: PricedItem[];
  breakdown: PriceBreakdown;
  isFirstOrder: boolean;
  couponCode: string | null;
  /** The coupon's discount terms (packing re-applies them). */
  couponTerms: CouponDiscountTerms | null;
  /** Variants whose stock was counted when priced: only these have stock to take (the others are sold without limit). */
  counted: Set<string>;
  /** The address as placed (null before one is chosen). */
  address: PlacedShippingAddress | null;
  /** The store's courier days setting, for the dates a courier order is told. */
  courierDays: number;
  /** The customer's store credit balance, and what of it the order would use (asked for: the balance, at most the total). */
  creditBalancePaise: number;
  creditPaise: number;
}

const MAX_ADDRESS_LABEL = 40;
const MAX_ADDRESS_VALUE = 500;

/** The address trimmed and placed (400 when the store cannot tell where it is: addresses/service.ts placeAddress). */
function cleanAddress(address: ShippingAddress): PlacedShippingAddress {
  const label = address.label.trim() || 'Home';
  const value = address.value.trim();
  if (!value) throw new BadRequestError('Please select or add a shipping address.');
  if (label.length > MAX_ADDRESS_LABEL) throw new BadRequestError(`The address label can be at most ${MAX_ADDRESS_LABEL} characters.`);
  if (value.length > MAX_ADDRESS_VALUE) throw new BadRequestError(`The address can be at most ${MAX_ADDRESS_VALUE} characters.`);
  const { zone, pincode } = placeAddress({ value, pincode: address.pincode });
  const landmark = address.landmark?.trim().slice(0, MAX_ADDRESS_LABEL * 3);
  return { label, value, zone, ...(pincode && { pincode }), ...(landmark && { landmark }), ...(address.pin && { pin: address.pin }) };
}

/**
 * Prices a cart for a customer from the database. Unknown or hidden variants → 400 naming them; a variant without a
 * shipping weight → 400 naming it; a bad coupon → 400; a line asking for more than is left → 409 `{msg, stock, quote}`.
 * `firstOrder` is the customer's first-order status when the caller has just read it (else it is read here).
 */
export async function priceCart(input: {
  userId: string;
  cartItems: CartLine[];
  shippingAddress: ShippingAddress | null;
  couponCode?: string | null;
  firstOrder?: boolean;
  courierDays: number;
  useStoreCredit?: boolean;
}): Promise<PricedCart> {
  const { userId, cartItems, shippingAddress, couponCode, firstOrder } = input;
  const catalogue = await findVariantsForPricing(cartItems.map((l) => l.id));
  const byId = new Map(catalogue.map((v) => [v.variant_id, v]));
  const unknown = cartItems.filter((l) => !byId.has(l.id)).map((l) => l.id);
  if (unknown.length > 0) {
    throw new BadRequestError('Some items in your cart are no longer available. Please remove them and try again.', {
      unavailable: [...new Set(unknown)],
    });
  }
  const unweighed = [...new Map(catalogue.filter((v) => v.weight_grams === null).map((v) => [v.variant_id, v])).values()];
  if (unweighed.length > 0) {
    const names = unweighed.map((v) => `"${v.product_name} (${v.label})"`).join(', ');
    throw new BadRequestError(`${names} cannot be ordered yet. Please remove ${unweighed.length === 1 ? 'it' : 'them'} and try again.`, {
      unavailable: unweighed.map((v) => v.variant_id),
    });
  }
  const items: PricedItem[] = cartItems.map((line) => pricedItem(byId.get(line.id)!, line.quantity));

  const isFirst = firstOrder ?? (await isFirstOrder(userId));
  const lines = items.map((i) => ({ weightGrams: i.weight_grams, unitPricePaise: i.price_paise, quantity: i.quantity }));
  const code = couponCode ? normalizeCode(couponCode) : '';
  let coupon: CouponTerms | null = null;
  if (code) {
    const subtotalPaise = items.reduce((sum, i) => sum + i.line_total_paise, 0);
    coupon = await resolveCoupon(code, { subtotalPaise, isFirstOrder: isFirst, userId });
  }
  const address = shippingAddress ? cleanAddress(shippingAddress) : null;
  const breakdown = quote(lines, address && { text: address.value, pincode: address.pincode }, { isFirstOrder: isFirst, coupon });
  const counted = new Set(catalogue.filter((v) => v.stock !== null).map((v) => v.variant_id));
  const creditBalancePaise = await creditBalance(userId);
  const priced = {
    items,
    breakdown,
    isFirstOrder: isFirst,
    couponCode: coupon?.code ?? null,
    couponTerms: coupon && discountTerms(coupon),
    counted,
    address,
    courierDays: input.courierDays,
    ...withCredit(breakdown.totalPaise, creditBalancePaise, input.useStoreCredit ?? false),
  };
  // Told at the quote already; placing the order takes the stock atomically (stock.ts) and checks again.
  const short = findShortages(stockLines(items), (id) => byId.get(id)!.stock);
  if (short.length > 0) throw shortageError(short, { quote: quoteView(priced) });
  return priced;
}

const discountTerms = (c: CouponTerms): CouponDiscountTerms => ({ discount_type: c.discount_type, percent_bp: c.percent_bp, amount_paise: c.amount_paise });
/** The store credit an order uses: the balance, at most the total, when the customer asked for it. */
const withCredit = (totalPaise: number, creditBalancePaise: number, use: boolean) => ({
  creditBalancePaise,
  creditPaise: use ? Math.min(creditBalancePaise, totalPaise) : 0,
});

/**
 * The wire form of a priced cart (rupees), as answered by POST /api/orders/quote and inside a 409, with the slot the
 * order would go in when known.
 */
export function quoteView(priced: PricedCart, slot: SlotView | null = null): Static<typeof QuoteSchema> {
  const b = priced.breakdown;
  return {
    shipping_detail: priced.address && shippingDetail(priced.address.zone, b, clock.now(), priced.courierDays),
    slot,
    subtotal: toRupees(b.subtotalPaise),
    first_order_discount: toRupees(b.firstOrderDiscountPaise),
    coupon_discount: toRupees(b.couponDiscountPaise),
    shipping: toRupees(b.shippingPaise),
    total: toRupees(b.totalPaise),
    store_credit_balance: toRupees(priced.creditBalancePaise),
    store_credit: toRupees(priced.creditPaise),
    to_pay: toRupees(b.totalPaise - priced.creditPaise),
    weight_kg: b.weightGrams / 1000,
    is_first_order: priced.isFirstOrder,
    is_outstation: b.isOutstation,
    coupon_code: priced.couponCode,
    items: priced.items.map((i) => ({
      variant_id: i.variant_id,
      name: i.name,
      variantLabel: i.variantLabel,
      quantity: i.quantity,
      price: toRupees(i.price_paise),
      line_total: toRupees(i.line_total_paise),
      weighed: i.weighed && weighedTermsView(i.weighed.price_per_kg_paise, i.weighed.tolerance_pct, i.weight_grams * i.quantity),
    })),
  };
}

export interface PlaceOrderInput {
  /** The signed-in customer (from the token). */
  callerId: string;
  /** The signed-in customer's account as read by this request's session check: the order's contact and its messages' preferences. */
  customer: SignedInCustomer;
  /** The userId the client put in the body; must be the caller. */
  userId: string;
  cartItems: CartLine[];
  shippingAddress: ShippingAddress;
  /** The total (rupees) the customer agreed to; must equal the server's. */
  totalAmount: number;
  couponCode?: string | null;
  /** The delivery slot asked for (GET /api/slots); none: the customer's hold, else the earliest open one. */
  slotId?: string | null;
  /** 'online': the order awaits its payment through Razorpay; 'cod' (default): paid on delivery. */
  paymentMethod?: 'cod' | 'online';
  /** Pay with store credit first (the server applies the balance, at most the total). */
  useStoreCredit?: boolean;
  /** The shop's language at checkout: the language of this order's messages (unless Account settings say otherwise). */
  language?: 'en' | 'te';
  idempotencyKey?: string;
  outstationDeliveryDays: number;
}

export interface PlacedOrder {
  order: StoredOrder;
  /** True when this answers a retry of an earlier submission with the same Idempotency-Key. */
  replayed: boolean;
}

/**
 * Places an order. Without transactions the steps are ordered so a failure leaves nothing behind: the
 * idempotency key is reserved first (a unique `_id`, which also fixes the order's `_id`: see idempotency.ts),
 * the cart priced and checked, and the order inserted in one write. A failure frees the key when the order
 * certainly was not stored; otherwise a retry with the key resolves to the one order.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.userId !== input.callerId) throw new ForbiddenError('You can only place orders for your own account.');
  if (!input.idempotencyKey) return { order: await createOrder(input, null), replayed: false };
  const reserved = await claimKey(`${input.callerId}:${input.idempotencyKey}`);
  if ('order' in reserved) return { order: reserved.order, replayed: true };
  const { claim } = reserved;
  let order: StoredOrder;
  try {
    order = await createOrder(input, claim);
  } catch (err) {
    const earlier = await settleFailedClaim(claim, err);
    if (earlier) return { order: earlier, replayed: true };
    throw err;
  }
  settleClaim(claim);
  return { order, replayed: false };
}

async function createOrder(input: PlaceOrderInput, claim: KeyClaim | null): Promise<StoredOrder> {
  const address = input.shippingAddress;
  // A possible first order is priced and stored under the customer's hold, so only one gets the discount. Under
  // the hold the status is read again (another first order may have been placed while this one waited).
  const hold = (await isFirstOrder(input.callerId)) ? await holdFirstOrder(input.callerId) : null;
  try {
    return await priceAndStore(input, address, claim, hold ? undefined : false);
  } finally {
    await hold?.release();
  }
}

async function priceAndStore(input: PlaceOrderInput, address: ShippingAddress, claim: KeyClaim | null, firstOrder?: boolean): Promise<StoredOrder> {
  const priced = await priceCart({
    userId: input.callerId,
    cartItems: input.cartItems,
    shippingAddress: address,
    couponCode: input.couponCode,
    firstOrder,
    courierDays: input.outstationDeliveryDays,
    useStoreCredit: input.useStoreCredit,
  });
  const placed = priced.address!;
  const b = priced.breakdown;
  if (toPaise(input.totalAmount) !== b.totalPaise) {
    throw new ConflictError('Prices or offers have changed since you opened checkout. Please review the new total and confirm again.', {
      quote: quoteView(priced),
    });
  }
  // What store credit leaves to pay; when it covers everything nothing is paid online or in cash.
  const toPayPaise = b.totalPaise - priced.creditPaise;
  const online = input.paymentMethod === 'online' && toPayPaise > 0;
  if (online) requirePaymentGateway();
  else if (toPayPaise > 0) {
    const refusal = await cashRefusal(toPayPaise, b.isOutstation);
    if (refusal) throw new BadRequestError(refusal);
  }
  // Before anything is taken: a note the order's messages need if this process stops after the insert (a note
  // without an order expires).
  const orderId = claim?.orderId ?? new Types.ObjectId().toString();
  const note = await noteOrderChange(orderId);

  // The coupon's use is taken just before the insert (400 once its limits are reached) and given back when the
  // insert certainly failed; when the database did not answer the order may be stored, so the use stays taken.
  const couponCode = priced.couponCode;
  // The stock likewise (409 `{msg, stock, quote}` when a line is short), given back on the same terms. A variant
  // not counted when the cart was just priced is left alone (two database calls fewer per line): an admin who starts
  // counting it meanwhile counts what is left after this order, as if it had come a moment earlier.
  const taking = stockLines(priced.items.filter((i) => priced.counted.has(i.variant_id)));
  await takeStock(taking).catch((err: unknown) => {
    throw err instanceof ConflictError ? new ConflictError(err.message, { ...err.extra, quote: quoteView(priced) }) : err;
  });
  const giveBackStock = () => returnStock(taking).catch(() => undefined);
  if (couponCode)
    await takeCouponUse(couponCode, input.callerId).catch(async (err: unknown) => {
      await giveBackStock();
      throw err;
    });
  const giveBackCoupon = async () => {
    if (couponCode) await giveBackCouponUse(couponCode, input.callerId).catch(() => undefined);
  };
  // The delivery slot last (409 when it has no room, with the next open one), given back on the same terms.
  let slot: OrderSlot | null;
  try {
    slot = await takeOrderSlot({ userId: input.callerId, orderId, zone: placed.zone, slotId: input.slotId, grams: b.weightGrams });
  } catch (err) {
    if (!isDatabaseUnavailableError(err)) await Promise.all([giveBackStock(), giveBackCoupon()]);
    throw err instanceof ConflictError ? new ConflictError(err.message, { ...err.extra, quote: quoteView(priced) }) : err;
  }
  const giveBackTaken = () => Promise.all([giveBackStock(), giveBackCoupon(), slot && giveBackOrderPlace(orderId, slot.id).catch(() => undefined)]);
  // The store credit after the slot: one conditional write, refused (409, with the quote at the balance now) when the
  // balance no longer covers it — another checkout spent it meanwhile — and then everything taken goes back.
  if (priced.creditPaise > 0) {
    await spendCredit(input.callerId, orderId, priced.creditPaise).catch(async (err: unknown) => {
      if (!isDatabaseUnavailableError(err)) await giveBackTaken();
      if (!(err instanceof ConflictError)) throw err;
      const fresh = withCredit(b.totalPaise, await creditBalance(input.callerId), true);
      throw new ConflictError(err.message, { quote: quoteView({ ...priced, ...fresh }) });
    });
  }
  const giveBackAll = () =>
    Promise.all([giveBackTaken(), priced.creditPaise > 0 && returnCredit(input.callerId, orderId, priced.creditPaise).catch(() => undefined)]);
  // Paying online: Razorpay's order for what is left to pay, before ours is stored (nothing is stored when it cannot be made).
  type NewPayment = { method: 'cod' | 'online'; state: 'due' | 'awaiting' | 'paid'; paid_via?: 'store_credit'; razorpay_order_id?: string; expires_at?: Date };
  let payment: NewPayment = { method: 'cod', state: 'due' };
  if (toPayPaise === 0) payment = { method: input.paymentMethod ?? 'cod', state: 'paid', paid_via: 'store_credit' };
  if (online) {
    try {
      const opened = await openOnlinePayment(orderId, toPayPaise, (await paymentSettings()).windowMinutes);
      payment = { method: 'online', state: 'awaiting', razorpay_order_id: opened.razorpayOrderId, expires_at: opened.expiresAt };
    } catch (err) {
      await giveBackAll();
      throw err;
    }
  }
  const firstStatus = online ? 'Awaiting Payment' : 'Pending';
  const now = new Date();
  const outstation = b.isOutstation;
  if (claim) claim.insertSent = true;
  const doc = await OrderModel.create({
    _id: orderId,
    user_id: input.callerId,
    customer_name: input.customer.name,
    customer_phone: input.customer.phone,
    items: orderLines(priced.items, priced.counted),
    shipping_address: { label: placed.label, value: placed.value, pincode: placed.pincode, landmark: placed.landmark, pin: placed.pin },
    slot,
    subtotal_paise: b.subtotalPaise,
    first_order_discount_paise: b.firstOrderDiscountPaise,
    coupon_discount_paise: b.couponDiscountPaise,
    shipping_paise: b.shippingPaise,
    total_paise: b.totalPaise,
    store_credit_paise: priced.creditPaise,
    credit_returnable_paise: priced.creditPaise,
    weight_grams: b.weightGrams,
    coupon_code: couponCode,
    coupon_terms: priced.couponTerms ?? undefined,
    ...weighedOrderFields(priced.items, b.totalPaise),
    coupon_use_taken: couponCode !== null,
    payment_method: toPayPaise === 0 ? 'Store credit' : online ? 'Online' : 'Cash on Delivery',
    payment,
    delivery_status: firstStatus,
    status: 'Placed',
    delivery_type: outstation ? 'automated' : 'partner',
    is_outstation: outstation,
    expected_delivery_date: outstation ? addDays(now, input.outstationDeliveryDays) : null,
    status_history: [{ status: firstStatus, at: now, by: `customer:${input.callerId}` }],
    language: input.language ?? null,
    created_at: now,
    day: kolkataDay(now),
  }).catch(async (err: unknown) => {
    if (!isDatabaseUnavailableError(err)) await giveBackAll();
    throw err;
  });
  const order = doc.toObject() as StoredOrder;
  await afterOrderStored(order, note, input.customer.preferences);
  return order;
}
