import { kolkataDay, startOfKolkataDay } from '../orders/calendar';
import { OrderModel } from '../orders/model';
import { partnerOrderView, type StoredOrder } from '../orders/views';

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
