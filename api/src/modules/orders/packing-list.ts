import type { Static } from 'typebox';
import type { PackingListSchema } from '@farm-store/contracts/slots';
import { BadRequestError } from '../../lib/errors';
import { describeSlot, SLOT_UNKNOWN } from '../slots/checkout';
import { OrderModel } from './model';
import type { StoredOrder } from './views';

type PackingList = Static<typeof PackingListSchema>;
type Line = PackingList['lines'][number];

/** What to pack for one slot: every size ordered in it (cancelled orders left out), with its orders. */
export async function packingList(slotId: string): Promise<PackingList> {
  const slot = await describeSlot(slotId);
  if (!slot) throw new BadRequestError(SLOT_UNKNOWN);
  const orders = await OrderModel.find({ 'slot.id': slotId, delivery_status: { $ne: 'Cancelled' } })
    .sort({ created_at: 1, _id: 1 })
    .lean<StoredOrder[]>();
  const lines = new Map<string, Line & { grams: number }>();
  for (const order of orders) {
    for (const item of order.items) {
      const line = lines.get(item.variant_id) ?? {
        variant_id: item.variant_id,
        name: item.name,
        variantLabel: item.variantLabel,
        quantity: 0,
        weight_kg: 0,
        sold_by_weight: item.sold_by_weight === true,
        grams: 0,
        orders: [],
      };
      line.quantity += item.quantity;
      line.grams += (item.weight_grams ?? 0) * item.quantity;
      line.orders.push({ id: order._id.toString(), customer_name: order.customer_name, quantity: item.quantity });
      lines.set(item.variant_id, line);
    }
  }
  return {
    slot,
    orders: orders.length,
    weight_kg: orders.reduce((sum, o) => sum + (o.weight_grams ?? 0), 0) / 1000,
    lines: [...lines.values()]
      .sort((a, b) => a.name.localeCompare(b.name) || a.variantLabel.localeCompare(b.variantLabel))
      .map(({ grams, ...line }) => ({ ...line, weight_kg: grams / 1000 })),
  };
}
