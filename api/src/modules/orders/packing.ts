import { OutsideToleranceError, repack, settle } from '../../domain/pricing/repack';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { getPreferences } from '../accounts/preferences';
import type { DeliveryStatus } from './model';
import { findOrder, move } from './order-moves';
import { onlinePaymentOf, paymentOf, refundOrder } from './payments';
import { creditFromOrder, creditReturnablePaise } from './store-credit';
import type { StoredOrder } from './views';

/**
 * Packing an order with lines sold by weight (docs/weights.md): staff enter the grams packed, the order is re-priced
 * by the pure repack() and its total becomes the final total, in one conditional write that expects the packing
 * count staff saw (a re-pack before the order leaves replaces the weights). What a prepaid order is owed back is
 * settled once, when it leaves packing (assigned or shipped): settleWeights.
 */

/** Packing happens in the store, before the order is given to a rider or a courier. */
const PACKABLE: DeliveryStatus[] = ['Pending', 'Processing'];

export const NOT_PACKED = 'Pack the items sold by weight first: enter their packed weights on the Pack screen.';

export interface PackedLine {
  variantId: string;
  /** Grams packed for the whole line; 0 removes it. */
  grams: number;
}

const grams = (n: number) => `${n.toLocaleString('en-IN')} g`;

/** The order re-priced with these weights (the lines left out keep theirs); 400 for a weight outside its tolerance. */
function packedItems(order: StoredOrder, lines: PackedLine[]) {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    if (byVariant.has(line.variantId)) throw new BadRequestError('The same line is packed twice.');
    byVariant.set(line.variantId, line.grams);
  }
  const weighedIds = new Set(order.items.filter((i) => i.sold_by_weight).map((i) => i.variant_id));
  for (const id of byVariant.keys()) if (!weighedIds.has(id)) throw new BadRequestError('Only the items sold by weight on this order are packed.');
  const items = order.items.map((i) => (byVariant.has(i.variant_id) ? { ...i, packed_grams: byVariant.get(i.variant_id)! } : { ...i }));
  let breakdown;
  try {
    breakdown = repack({
      lines: items.map((i) => ({
        unitPricePaise: i.price_paise,
        quantity: i.quantity,
        weightGrams: i.weight_grams ?? 0,
        weighed: i.sold_by_weight
          ? { pricePerKgPaise: i.price_per_kg_paise!, tolerancePct: i.tolerance_pct!, nominalGrams: i.nominal_grams!, packedGrams: i.packed_grams ?? null }
          : null,
      })),
      shippingPaise: order.shipping_paise,
      options: { isFirstOrder: order.first_order_discount_paise > 0, coupon: order.coupon_terms ?? null },
    });
  } catch (err) {
    if (!(err instanceof OutsideToleranceError)) throw err;
    throw new BadRequestError(`Packed weight must be between ${grams(err.range.minGrams)} and ${grams(err.range.maxGrams)}. Re-pack, or remove the line.`, {
      variantId: items[err.lineIndex].variant_id,
    });
  }
  const packed = items.map((i, index) => (i.sold_by_weight && i.packed_grams != null ? { ...i, packed_total_paise: breakdown.lineTotalsPaise[index] } : i));
  return { items: packed, breakdown };
}

/**
 * Staff: records the packed weights of an order's weighed lines and re-prices it. A prepaid order's total never goes
 * above what was paid; a cash order's total is what its partner collects. Each packing adds a 'final_bill' history
 * entry (the customer's SMS goes with the first only).
 */
export async function packOrder(orderId: string, lines: PackedLine[], adminId: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  if (order.packings == null) throw new ConflictError('This order has no items sold by weight to pack.');
  if (!PACKABLE.includes(order.delivery_status) || order.status !== 'Placed') {
    throw new ConflictError(`This order is ${order.delivery_status} and can no longer be packed.`);
  }
  const { items, breakdown } = packedItems(order, lines);
  const { totalPaise } = settle(breakdown.totalPaise, givenFor(order));
  const moved = await move(
    orderId,
    { delivery_status: order.delivery_status, status: 'Placed', packings: order.packings },
    { delivery_status: order.delivery_status },
    `admin:${adminId}`,
    {
      items,
      subtotal_paise: breakdown.subtotalPaise,
      first_order_discount_paise: breakdown.firstOrderDiscountPaise,
      coupon_discount_paise: breakdown.couponDiscountPaise,
      total_paise: totalPaise,
      awaiting_weights: items.some((i) => i.sold_by_weight && i.packed_grams == null),
    },
    { payment: 'final_bill', amount_paise: totalPaise },
    { $inc: { packings: 1 } },
  );
  if (moved) return moved;
  const now = await findOrder(orderId);
  if (!PACKABLE.includes(now.delivery_status) || now.status !== 'Placed') {
    throw new ConflictError(`This order is ${now.delivery_status} and can no longer be packed.`);
  }
  throw new ConflictError('Someone else packed this order just now. Reload to see their weights.');
}

/** What the customer has given for the order: paid online or by UPI (null while it is paid on delivery), and credit. */
function givenFor(order: StoredOrder) {
  const p = paymentOf(order);
  const prepaid = p.state === 'paid' && p.paid_via !== 'cash';
  return { paidPaise: prepaid ? p.paid_paise : null, creditPaise: order.store_credit_paise ?? 0 };
}

/**
 * After a packed order has left packing (assigned or shipped): what it was given above its final total goes back,
 * once — refunded to the online payment (up to what is left of it), or into store credit when the customer chose that
 * in Account settings or nothing online is left to refund. The key `weight:<order id>` (one refund, one credit entry)
 * makes a repeat (the next move of the order, a retry) complete what was started and add nothing.
 */
export async function settleWeights(order: StoredOrder): Promise<'none' | 'credit' | 'refund'> {
  if (order.nominal_total_paise == null || order.awaiting_weights) return 'none';
  const { owedBackPaise } = settle(order.total_paise, givenFor(order));
  if (owedBackPaise <= 0) return 'none';
  const orderId = order._id.toString();
  const key = `weight:${orderId}`;
  const refundable = onlinePaymentOf(order)?.refundablePaise ?? 0;
  const listed = paymentOf(order).refunds.find((r) => r.key === key);
  const toCredit = (await getPreferences(order.user_id)).refundTo === 'credit';
  const refundPaise = listed ? listed.amount_paise : toCredit ? 0 : Math.min(owedBackPaise, refundable);
  if (refundPaise > 0 && !listed) await refundOrder(orderId, refundPaise, 'Packed weight', key);
  const rest = owedBackPaise - refundPaise;
  if (rest > 0) {
    const now = listed || refundPaise === 0 ? order : await findOrder(orderId);
    const fromCredit = Math.min(rest, creditReturnablePaise(now));
    const fromPayment = Math.min(rest - fromCredit, paymentOf(now).refundable_paise);
    await creditFromOrder(now, { fromCredit, fromPayment }, key, 'Packed weight');
  }
  return refundPaise > 0 ? 'refund' : 'credit';
}

/** settleWeights after a move, never failing the move (the next move of the order settles it then). */
export async function settleWeightsAfter(order: StoredOrder): Promise<StoredOrder> {
  try {
    return (await settleWeights(order)) === 'none' ? order : await findOrder(order._id.toString());
  } catch (err) {
    process.emitWarning(`weight settlement of order ${order._id.toString()} not made: ${String(err)}`, 'WeightSettlement');
    return order;
  }
}
