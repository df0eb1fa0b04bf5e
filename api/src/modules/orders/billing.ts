import { BILL_NOT_YET, BILL_SETTINGS_MISSING, type TaxClass } from '@farm-store/contracts/bills';
import { toRupees } from '../../domain/money';
import { ConflictError } from '../../lib/errors';
import { keyMark } from '../../lib/key-marks';
import { billKind, findBill, issueBill, issueCreditNote, type BillOrder, type BillOrderLine, type StoredBill } from '../bills/service';
import { productTaxClasses } from '../catalogue/pricing-reads';
import { OrderModel } from './model';
import { findOrder } from './order-moves';
import { rememberOrderWrite } from './newest-page';
import { paymentOf } from './payments';
import type { StoredOrder } from './views';

/**
 * An order's GST bill (docs/bills.md): issued once when a rider's order is delivered or a courier order shipped (after
 * its weights are settled, so it bills what was packed), and read by the customer and staff. Money given back after
 * the bill gets a credit note. A free replacement for a complaint gets no bill: nothing is sold.
 */

/** Where a bill is due: a rider's order once delivered, a courier order once shipped. */
const isBillable = (order: StoredOrder) =>
  !order.replacement_of && (order.delivery_status === 'Delivered' || (order.delivery_type === 'automated' && order.delivery_status === 'Shipped'));

function paymentText(order: StoredOrder): string {
  const p = paymentOf(order);
  const credit = order.store_credit_paise ? ` · ₹${toRupees(order.store_credit_paise).toFixed(2)} from store credit` : '';
  const how =
    p.paid_via === 'online'
      ? `Paid online${p.instrument ? ` (${p.instrument})` : ''}`
      : p.paid_via === 'upi_qr'
        ? 'Paid by UPI at the door'
        : p.paid_via === 'cash'
          ? 'Paid in cash on delivery'
          : p.paid_via === 'store_credit'
            ? 'Paid with store credit'
            : p.method === 'subscription'
              ? 'Subscription: to be paid from store credit'
              : 'Cash on delivery';
  return `${how}${credit}`;
}

/** The order's lines as billed: packed weights where weighed (a line packed at 0 g is gone), each with its tax class. */
async function billLines(order: StoredOrder): Promise<BillOrderLine[]> {
  const items = order.items.filter((i) => !(i.sold_by_weight && i.packed_grams === 0));
  // Orders from before lines kept their tax class read it from the catalogue now.
  const missing = items.filter((i) => !i.hsn).map((i) => i.product_id);
  const catalogue = missing.length > 0 ? await productTaxClasses(missing) : new Map<string, TaxClass & { name_te: string }>();
  return items.map((i) => {
    const kept = i.hsn ? { hsn: i.hsn, rates: i.gst_rates ?? [], name_te: i.name_te ?? '' } : catalogue.get(i.product_id);
    if (!kept) throw new Error(`No tax class for ${i.name}: its product is gone`);
    const weighed = i.sold_by_weight === true;
    const grams = i.packed_grams ?? i.nominal_grams ?? 0;
    return {
      variantId: i.variant_id,
      name: `${i.name} (${i.variantLabel})`,
      nameTe: kept.name_te ? `${kept.name_te} (${i.variantLabel})` : '',
      hsn: kept.hsn,
      unit: weighed ? 'KGS' : 'NOS',
      quantity: weighed ? grams / 1000 : i.quantity,
      grossPaise: i.packed_total_paise ?? i.price_paise * i.quantity,
      rates: kept.rates.map((r: { rate?: number | null; from?: string | null }) => ({ rate: r.rate ?? 0, from: r.from ?? '' })),
    };
  });
}

async function billOrderOf(order: StoredOrder): Promise<BillOrder> {
  const address = order.shipping_address;
  return {
    orderId: order._id.toString(),
    userId: order.user_id,
    customer: { name: order.customer_name, phone: order.customer_phone, address: [address.value, address.landmark].filter(Boolean).join(', ') },
    pincode: address.pincode ?? null,
    lines: await billLines(order),
    discountPaise: order.first_order_discount_paise + order.coupon_discount_paise,
    shippingPaise: order.shipping_paise,
    totalPaise: order.total_paise,
    payment: paymentText(order),
  };
}

/** Issues the order's bill (once, whoever calls) and notes it on the order; null while another call is issuing it. */
async function issueOrderBill(order: StoredOrder): Promise<StoredBill | null> {
  const bill = await issueBill(await billOrderOf(order));
  if (bill && !order.bill) {
    const noted = await OrderModel.findOneAndUpdate(
      { _id: order._id, bill: null },
      { $set: { bill: { id: bill._id, number: bill.number, kind: billKind(bill), issued_at: bill.issued_at } } },
      { new: true },
    ).lean<StoredOrder>();
    // The admin list's newest page, kept a few seconds, shows the bill at once.
    if (noted) rememberOrderWrite(noted);
  }
  return bill;
}

/**
 * After a move to Delivered or Shipped: the bill, when one is due. A bill that cannot be made now (the store's GST
 * details incomplete, the database away) is made when the order's bill is first asked for; the move stands.
 */
export async function billAfter(order: StoredOrder): Promise<StoredOrder> {
  if (!isBillable(order) || order.bill) return order;
  try {
    const bill = await issueOrderBill(order);
    return bill ? { ...order, bill: { id: bill._id, number: bill.number, kind: billKind(bill), issued_at: bill.issued_at } } : order;
  } catch (err) {
    // Details not filled in yet: the GST tab says bills wait for them, and each is made when first asked for.
    if (!(err instanceof ConflictError && err.message === BILL_SETTINGS_MISSING)) {
      process.emitWarning(`bill of order ${order._id.toString()} not issued: ${String(err)}`, 'Bill');
    }
    return order;
  }
}

/** The order's bill to download: 409 before it is due (or while it is being issued this moment). */
export async function billOfOrder(order: StoredOrder): Promise<StoredBill> {
  const bill = order.bill ? await findBill(order.bill.id) : isBillable(order) ? await issueOrderBill(order) : null;
  if (!bill) throw new ConflictError(order.bill || isBillable(order) ? 'The bill is being prepared. Please try again in a moment.' : BILL_NOT_YET);
  return bill;
}

/**
 * Money given back on a billed order (a refund, store credit for a complaint, a cancelled courier order): a credit
 * note under the money's source key, once, reversing the tax of `variantIds`' lines (all lines when absent). Nothing
 * for an order without a bill: its bill, when it comes, bills what is left.
 */
export async function creditNoteAfter(order: StoredOrder, key: string, amountPaise: number, reason: string, variantIds?: string[]): Promise<StoredOrder> {
  if (!order.bill || amountPaise <= 0) return order;
  try {
    const note = await issueCreditNote({ billId: order.bill.id, key, amountPaise, reason, variantIds });
    if (note) {
      const entry = { id: note._id, number: note.number, amount_paise: note.total_paise, reason, issued_at: note.issued_at };
      const mark = keyMark('credit_note_keys', note._id);
      await OrderModel.updateOne({ _id: order._id, [mark]: { $exists: false } }, { $set: { [mark]: true }, $push: { credit_notes: entry } });
      const now = await findOrder(order._id.toString());
      rememberOrderWrite(now);
      return now;
    }
  } catch (err) {
    process.emitWarning(`credit note of order ${order._id.toString()} (${key}) not issued: ${String(err)}`, 'Bill');
  }
  return order;
}
