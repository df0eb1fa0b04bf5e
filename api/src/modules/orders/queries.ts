import { kolkataDay, startOfKolkataDay } from '../../lib/calendar';
import { OrderModel, type DeliveryStatus } from './model';
import { partnerOrderView, type StoredOrder } from './views';

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

/** One order as stored, or null (the outbox's reconciliation reads the order a change note names). */
export async function findStoredOrder(orderId: string): Promise<StoredOrder | null> {
  return OrderModel.findById(orderId).lean<StoredOrder>();
}

const UNDELIVERED: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned', 'Out for Delivery'];

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
