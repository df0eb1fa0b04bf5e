import type { DeliveryOrder } from '../types';
import { deliveryStatusOf } from './order-status';

/** The note explaining a difference: the API's limits (PUT /api/delivery/orders/:id/complete). */
export const CASH_NOTE_MIN = 3;
export const CASH_NOTE_MAX = 300;

/** Rupees on the wire (at most two decimals) → integer paise, so sums and comparisons are exact. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** What the partner typed ("180", "180.5", "1,249.50") in paise, or null when it is not an amount of rupees. */
export function parseRupees(text: string): number | null {
  const plain = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  return toPaise(Number(plain));
}

/** The amount due as the field starts with: "180" or "1249.50". */
export const rupeesField = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

export const isDelivered = (order: DeliveryOrder) => deliveryStatusOf(order) === 'Delivered';

/** Paid online at checkout or by UPI at the door, or a subscription's delivery (store credit pays it): no cash to take. */
export const paidWithoutCash = ({ payment }: DeliveryOrder) => (payment.state === 'paid' && payment.paid_via !== 'cash') || payment.method === 'subscription';

/** What is left to collect at the door (rupees); the admin's view has no `amount_due`, so it follows from the payment. */
export const amountDue = (order: DeliveryOrder) => order.amount_due ?? (paidWithoutCash(order) ? 0 : order.total_amount);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees in a sentence, as the kit's Price shows them: "₹1,249.50". */
export const formatRupees = (amount: number) => rupees.format(amount);

export const PAID_ONLINE = 'Paid online — nothing to collect';

/** An order paid before the door: online, or all of it with the customer's store credit. */
export const paidAheadText = (order: DeliveryOrder) =>
  order.payment.method === 'subscription'
    ? 'Subscription — paid from store credit, nothing to collect'
    : order.payment.paid_via === 'store_credit'
      ? 'Paid with store credit — nothing to collect'
      : PAID_ONLINE;

/**
 * The day's deliveries and the cash they brought in (orders paid online or by UPI bring none). A cash delivery
 * completed before the app asked for the cash counts its total: completing then meant collecting exactly that.
 */
export function todaysTotals(delivered: DeliveryOrder[]) {
  const cashPaise = delivered.reduce((sum, order) => sum + (paidWithoutCash(order) ? 0 : toPaise(order.cash_collected ?? order.total_amount)), 0);
  return { count: delivered.length, cash: cashPaise / 100 };
}
