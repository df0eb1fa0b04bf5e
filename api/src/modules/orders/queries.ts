import { kolkataDay, startOfKolkataDay } from '../../lib/calendar';
import { OrderModel, type DeliveryStatus } from './model';
import { partnerOrderView, type StoredOrder } from './views';
import { paymentOf } from './payments';
import { customersOrder } from './order-moves';
import type { OrderMoney } from '../payments/report';

/**
 * Reads of orders that other modules make (delivery, the outbox, the customer-data flow): they call these rather
 * than the order model, which stays the orders module's own.
 */

/**
 * A partner's worklist: orders assigned to them and not yet delivered, plus what they delivered today
 * (Hyderabad calendar day), so the day's completed drops stay visible until midnight.
 */
export async function listPartnerOrders(partnerId: string, now = new Date()) {
  const orders = await OrderModel.find({
    partner_id: partnerId,
    $or: [
      { delivery_status: { $in: ['Assigned', 'Out for Delivery'] } },
      { delivery_status: 'Delivered', delivered_at: { $gte: startOfKolkataDay(kolkataDay(now)) } },
    ],
  })
    .sort({ created_at: -1, _id: -1 })
    .lean<StoredOrder[]>();
  return orders.map(partnerOrderView);
}

/** The partner's orders still to hand over (Assigned, Out for Delivery), as stored: their route (tracking.ts routeOf). */
export async function ordersInHandOfPartner(partnerId: string): Promise<StoredOrder[]> {
  return OrderModel.find({ partner_id: partnerId, delivery_status: { $in: ['Assigned', 'Out for Delivery'] } }).lean<StoredOrder[]>();
}

/** One order as stored, or null (the outbox's reconciliation reads the order a change note names). */
export async function findStoredOrder(orderId: string): Promise<StoredOrder | null> {
  return OrderModel.findById(orderId).lean<StoredOrder>();
}

/** A customer's own order as stored; someone else's is answered 404 like a missing one (complaints read it). */
export const customersStoredOrder = (orderId: string, userId: string): Promise<StoredOrder> => customersOrder(orderId, userId);

const UNDELIVERED: DeliveryStatus[] = ['Awaiting Payment', 'Pending', 'Processing', 'Assigned', 'Out for Delivery'];

/**
 * Orders still on their way to the customer, oldest first: their address is needed to deliver them (a courier
 * order, once Shipped, has its label). Erasing the account waits for them (flows/customer-data.ts).
 */
export async function undeliveredOrdersOf(userId: string): Promise<Array<{ id: string; delivery_status: DeliveryStatus }>> {
  const open = await OrderModel.find({ user_id: userId, delivery_status: { $in: UNDELIVERED } }, { delivery_status: 1 })
    .sort({ created_at: 1 })
    .lean();
  return open.map((o) => ({ id: o._id.toString(), delivery_status: o.delivery_status }));
}

/** Orders placed in [from, to) with their money, for the payments report (payments/report.ts). */
export async function ordersForPayments(from: Date, to: Date): Promise<OrderMoney[]> {
  const orders = await OrderModel.find(
    { created_at: { $gte: from, $lt: to } },
    { total_paise: 1, store_credit_paise: 1, payment: 1, cash_collected_paise: 1, delivered_at: 1, created_at: 1 },
  ).lean<StoredOrder[]>();
  return orders.map((o) => {
    const p = paymentOf(o);
    return {
      id: o._id.toString(),
      total_paise: o.total_paise,
      store_credit_paise: o.store_credit_paise ?? 0,
      payment_state: p.state,
      paid_via: p.paid_via ?? null,
      payment_id: p.payment_id ?? null,
      cash_collected_paise: o.cash_collected_paise ?? null,
      delivered_at: o.delivered_at ?? null,
    };
  });
}
