import { PINCODE_CENTRES, type LatLng } from '../../domain/geo';
import { DeliveryUnderWayModel, PartnerUnderWayModel } from './model';
import type { StoredOrder } from './views';

/**
 * Rider's orders on their way: where each goes, and the small list of deliveries under way that each partner position
 * is checked against (tracking.ts) without reading the orders.
 */

const OUT = 'Out for Delivery' as const;

/** Where the rider goes: the address's map pin, else its pincode's area centre, else unknown. */
export function destinationOf(order: Pick<StoredOrder, 'shipping_address'>): (LatLng & { source: 'pin' | 'pincode' }) | null {
  const a = order.shipping_address;
  if (a.pin) return { lat: a.pin.lat, lng: a.pin.lng, source: 'pin' };
  const centre = a.pincode ? PINCODE_CENTRES[a.pincode] : undefined;
  return centre ? { ...centre, source: 'pincode' } : null;
}

/** Keeps the small list of deliveries under way, and each partner's entry in it, in step with an order that just moved (order-moves.ts move()). */
export async function trackDeliveryUnderWay(order: StoredOrder): Promise<void> {
  const id = order._id.toString();
  if (order.delivery_status === OUT && order.partner_id) {
    const destination = destinationOf(order);
    const kept = await DeliveryUnderWayModel.updateOne(
      { _id: id },
      {
        $set: {
          partner_id: order.partner_id,
          destination: destination && { lat: destination.lat, lng: destination.lng },
          pinned: destination?.source === 'pin',
        },
        $setOnInsert: { arriving_soon_sent: false },
      },
      { upsert: true },
    );
    // Its partner changes only by leaving Out for Delivery (reassign, unassign), so a row already there is theirs.
    if (kept.upsertedCount === 1) await PartnerUnderWayModel.updateOne({ _id: order.partner_id }, { $addToSet: { order_ids: id } }, { upsert: true });
  } else if (order.status_history.at(-2)?.status === OUT) {
    const gone = await DeliveryUnderWayModel.findOneAndDelete({ _id: id }).lean<{ partner_id: string }>();
    if (gone) await PartnerUnderWayModel.updateOne({ _id: gone.partner_id }, { $pull: { order_ids: id } });
  }
}
