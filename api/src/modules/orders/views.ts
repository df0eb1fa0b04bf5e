import type { BillKind } from '@farm-store/contracts/bills';
import type { Types } from 'mongoose';
import type { Static } from 'typebox';
import type { PartnerOrderSchema } from '@farm-store/contracts/delivery';
import type { AdminOrderSchema, CancellationSchema, CustomerOrderSchema } from '@farm-store/contracts/orders';
import { toRupees } from '../../domain/money';
import { priceRangePaise, toleranceRange } from '../../domain/pricing/repack';
import type { RefundState } from '@farm-store/contracts/payments';
import type { Order } from './model';
import { amountDuePaise, paymentOf, toPayPaise } from './payments';
import { destinationOf } from './under-way';
import { DELIVERY_STEPS, HANDOVER_MAX_WRONG, type Confirmation } from '@farm-store/contracts/doorstep';

/** An order as read back from the database (lean or hydrated). */
export type StoredOrder = Order & { _id: Types.ObjectId; created_at: Date; updated_at?: Date };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function addressView(order: StoredOrder) {
  const a = order.shipping_address;
  return {
    label: a.label ?? '',
    value: a.value ?? '',
    pincode: a.pincode ?? null,
    landmark: a.landmark ?? null,
    pin: a.pin ? { lat: a.pin.lat, lng: a.pin.lng } : null,
  };
}

function slotView(order: StoredOrder) {
  const s = order.slot;
  return s ? { id: s.id, starts_at: s.starts_at.toISOString(), ends_at: s.ends_at.toISOString(), cutoff_at: s.cutoff_at.toISOString() } : null;
}

/** A subscription's delivery: its subscription and day, and what changed from the plan (null for other orders). */
function subscriptionView(order: StoredOrder) {
  const s = order.subscription;
  if (!s) return null;
  return {
    id: s.id,
    date: s.date,
    movedFromSlot: s.moved_from_slot ?? null,
    leftOut: s.left_out.map((l) => ({ name: l.name ?? '', quantity: l.quantity ?? 0 })),
  };
}

/** A line sold by weight as the customer saw it: nominal weight, the range allowed and the prices at its ends. */
export function weighedTermsView(pricePerKgPaise: number, tolerancePct: number, nominalGrams: number) {
  const { minGrams, maxGrams } = toleranceRange(nominalGrams, tolerancePct);
  const { lowPaise, highPaise } = priceRangePaise(pricePerKgPaise, nominalGrams, tolerancePct);
  return {
    price_per_kg: toRupees(pricePerKgPaise),
    tolerance_pct: tolerancePct,
    nominal_grams: nominalGrams,
    min_grams: minGrams,
    max_grams: maxGrams,
    low: toRupees(lowPaise),
    high: toRupees(highPaise),
  };
}

type StoredItem = StoredOrder['items'][number];

function weighedItemView(i: StoredItem) {
  if (!i.sold_by_weight || i.price_per_kg_paise == null || i.tolerance_pct == null || i.nominal_grams == null) return null;
  return {
    ...weighedTermsView(i.price_per_kg_paise, i.tolerance_pct, i.nominal_grams),
    packed_grams: i.packed_grams ?? null,
    packed_total: i.packed_total_paise == null ? null : toRupees(i.packed_total_paise),
  };
}

function itemsView(order: StoredOrder) {
  return order.items.map((i) => ({
    product_id: i.product_id,
    variant_id: i.variant_id,
    name: i.name,
    variantLabel: i.variantLabel,
    quantity: i.quantity,
    price: toRupees(i.price_paise),
    weighed: weighedItemView(i),
  }));
}

/** The order's payment as people see it (rupees); orders from before online payment read as cash on delivery. */
function paymentView(order: StoredOrder) {
  const p = paymentOf(order);
  const refunds = p.refunds.map((r) => ({
    id: r.key,
    amount: toRupees(r.amount_paise),
    state: r.state,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    processed_at: iso(r.processed_at),
  }));
  const sum = (state: RefundState) => toRupees(p.refunds.filter((r) => r.state === state).reduce((total, r) => total + r.amount_paise, 0));
  return {
    method: p.method,
    state: p.state,
    paid_via: p.paid_via ?? null,
    instrument: p.instrument ?? null,
    paid: toRupees(p.paid_paise ?? 0),
    refunded: sum('processed'),
    refund_pending: sum('pending'),
    refunds,
    expires_at: iso(p.expires_at),
  };
}

/** What a customer sees of their own order (GET /api/orders). */
export function customerOrderView(order: StoredOrder): Static<typeof CustomerOrderSchema> {
  return {
    id: order._id.toString(),
    customer_name: order.customer_name,
    created_at: order.created_at.toISOString(),
    delivery_status: order.delivery_status,
    status: order.status,
    delivery_type: order.delivery_type,
    expected_delivery_date: iso(order.expected_delivery_date),
    slot: slotView(order),
    partner_name: order.partner_name ?? null,
    partner_phone: order.partner_phone ?? null,
    items: itemsView(order),
    shipping_address: addressView(order),
    subtotal: toRupees(order.subtotal_paise),
    first_order_discount: toRupees(order.first_order_discount_paise),
    coupon_discount: toRupees(order.coupon_discount_paise),
    shipping: toRupees(order.shipping_paise),
    total_amount: toRupees(order.total_paise),
    nominal_total: order.nominal_total_paise == null ? null : toRupees(order.nominal_total_paise),
    awaiting_weights: order.awaiting_weights === true,
    store_credit: toRupees(order.store_credit_paise ?? 0),
    to_pay: toRupees(toPayPaise(order)),
    payment: paymentView(order),
    coupon_code: order.coupon_code ?? null,
    is_outstation: order.is_outstation,
    courier: order.courier ?? null,
    tracking_number: order.tracking_number ?? null,
    shipped_at: iso(order.shipped_at),
    // Customers see when each step happened, not who made it; slot moves, money changes and complaints are shown elsewhere.
    status_history: order.status_history
      .filter((h) => !h.slot_to && !h.payment && !h.complaint && h.step !== 'arriving_soon')
      .map((h) => {
        // The rider's step and how the handover was confirmed, when the entry has them (never the door photo).
        const { step, confirmed_by } = timelineNote(h);
        return { status: h.status, at: h.at.toISOString(), ...(step && { step }), ...(confirmed_by && { confirmed_by }) };
      }),
    // Only the customer, only while the rider is on the way.
    handover_code: order.delivery_status === 'Out for Delivery' ? (order.handover?.code ?? null) : null,
    cancellation: cancellationView(order),
    bill: order.bill ? { number: order.bill.number, kind: order.bill.kind as BillKind, issued_at: order.bill.issued_at.toISOString() } : null,
    subscription: subscriptionView(order),
  };
}

/**
 * Who cancelled the order, read from its Cancelled history entry: the customer, the store's staff (with the reason
 * they gave, which the customer reads), or the store's sweep of an online order not paid in time.
 */
function cancellationView(order: StoredOrder): Static<typeof CancellationSchema> | null {
  if (order.delivery_status !== 'Cancelled') return null;
  const entry = order.status_history.findLast((h) => h.status === 'Cancelled');
  if (entry?.by.startsWith('customer:')) return { by: 'customer', reason: null };
  if (entry?.by === 'system') return { by: 'payment_expired', reason: null };
  return { by: 'store', reason: entry?.reason ?? null };
}

/** What an admin sees: the customer view plus who ordered, who carries it and its history. */
export function adminOrderView(order: StoredOrder): Static<typeof AdminOrderSchema> {
  return {
    ...customerOrderView(order),
    user_id: order.user_id,
    customer_phone: order.customer_phone,
    payment_method: order.payment_method,
    partner_id: order.partner_id ?? null,
    ...cashView(order),
    status_history: order.status_history.map((h) => ({
      status: h.status,
      at: h.at.toISOString(),
      by: h.by,
      reason: h.reason ?? null,
      ...timelineNote(h),
    })),
    override_request: overrideRequest(order),
    credit_notes: (order.credit_notes ?? []).map((n) => ({
      id: n.id!,
      number: n.number!,
      amount: toRupees(n.amount_paise ?? 0),
      reason: n.reason ?? '',
      issued_at: (n.issued_at ?? order.created_at).toISOString(),
    })),
  };
}

type HistoryEntry = StoredOrder['status_history'][number];

/** A timeline entry's rider step and how the handover was confirmed (the override's photo for staff). */
function timelineNote(h: HistoryEntry) {
  return {
    step: DELIVERY_STEPS.find((step) => step === h.step) ?? null,
    confirmed_by: (h.confirmed_by ?? null) as Confirmation | null,
    photo_url: h.photo_url ?? null,
  };
}

function overrideRequest(order: StoredOrder) {
  const o = order.delivery_status === 'Out for Delivery' ? order.handover?.override : null;
  return o ? { photo_url: o.photo_url, requested_at: o.requested_at.toISOString(), partner_name: order.partner_name ?? null } : null;
}

/** What the partner's app knows of the handover: never the code itself. */
function partnerHandover(order: StoredOrder) {
  const h = order.handover;
  const wrong = h?.wrong_codes ?? 0;
  return {
    code_required: h?.required ?? false,
    tries_left: Math.max(0, HANDOVER_MAX_WRONG - wrong),
    locked: !!h?.required && wrong >= HANDOVER_MAX_WRONG,
    override: h?.override ? ('requested' as const) : null,
    picked_up_at: iso(h?.picked_up_at),
    arrived_at: iso(h?.arrived_at),
  };
}

/** What the partner reported collecting when they completed the delivery (null before). */
function cashView(order: StoredOrder) {
  const collected = order.cash_collected_paise;
  return {
    cash_collected: collected === null || collected === undefined ? null : toRupees(collected),
    cash_note: order.cash_note ?? null,
  };
}

/** What the delivering partner needs at the door: whom, where, and how much cash to collect. */
export function partnerOrderView(order: StoredOrder): Static<typeof PartnerOrderSchema> {
  const p = paymentOf(order);
  return {
    id: order._id.toString(),
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    total_amount: toRupees(order.total_paise),
    amount_due: toRupees(amountDuePaise(order)),
    payment: { method: p.method, state: p.state, paid_via: p.paid_via ?? null },
    shipping_address: addressView(order),
    slot: slotView(order),
    delivery_status: order.delivery_status,
    status: order.status,
    created_at: order.created_at.toISOString(),
    items: itemsView(order),
    destination: destinationOf(order),
    handover: partnerHandover(order),
    subscription: subscriptionView(order),
    ...cashView(order),
  };
}
