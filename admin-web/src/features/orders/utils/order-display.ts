import type { BadgeTone } from '@farm-store/shared-ui/host/kit';
import type { AdminOrder, DeliveryStatus } from '../api/get-orders';
import { formatDate } from '@/lib/format';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';

/** The short form of an order id staff read out, as every app writes it: "#" and its last 8 characters in capitals. */
export const shortId = (order: Pick<AdminOrder, 'id'>) => `#${shortOrderId(order.id)}`;

/** The hours of a slot id ("hyderabad-2026-12-02-0700-0900" → "07:00–09:00"), or the id itself when it has none. */
export function slotIdHours(id: string): string {
  const hours = /-(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id);
  return hours ? `${hours[1]}:${hours[2]}–${hours[3]}:${hours[4]}` : id;
}

/** Google Maps search for a delivery address (orders keep the address as text). */
export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const deliveryStatusOf = (order: AdminOrder) => order.delivery_status ?? 'Pending';

/** A delivery status (also one of the timeline's) as staff read it; most are written as they are stored. */
const STATUS_LABELS: Partial<Record<DeliveryStatus, string>> = { 'Awaiting Payment': 'Awaiting payment' };
export const statusLabel = (status: string) => STATUS_LABELS[status as DeliveryStatus] ?? status;

/** What an admin may do with an order in each state (docs/business-rules.md "Orders: states and who moves them"). */
export const canAssign = (order: AdminOrder) => order.delivery_type !== 'automated' && deliveryStatusOf(order) === 'Pending';

/** In a partner's hands: may be given to another partner, or taken back (→ Pending). */
export const canReassign = (order: AdminOrder) =>
  order.delivery_type !== 'automated' &&
  order.partner_id !== null &&
  (deliveryStatusOf(order) === 'Assigned' || deliveryStatusOf(order) === 'Out for Delivery');

const CANCELLABLE: string[] = ['Pending', 'Processing', 'Assigned', 'Out for Delivery', 'Shipped'];
export const canCancel = (order: AdminOrder) => order.status !== 'Cancelled' && CANCELLABLE.includes(deliveryStatusOf(order));

/** A rider order with a delivery slot, not yet out for delivery: staff may move it to another slot (the customer gets an SMS). */
export const canMoveSlot = (order: AdminOrder) =>
  order.slot !== null && order.status !== 'Cancelled' && ['Pending', 'Processing', 'Assigned'].includes(deliveryStatusOf(order));

/** A courier order not yet handed to the courier. */
export const canShip = (order: AdminOrder) =>
  order.delivery_type === 'automated' && order.status !== 'Cancelled' && ['Pending', 'Processing'].includes(deliveryStatusOf(order));

/** "admin", "customer", "partner" or "system": who made a move in the order's history. */
export const actorOf = (by: string) => by.split(':')[0] ?? by;

export const carrierOf = (order: AdminOrder) => (order.delivery_type === 'automated' ? (order.courier ?? 'Automated') : (order.partner_name ?? 'Unassigned'));

const localDate = (iso: string) => formatDate(iso, '2-digit');

/** Expected delivery date ('Exp') when known, else the order date ('On'). */
export const dateOf = (order: AdminOrder) =>
  order.expected_delivery_date ? `Exp ${localDate(order.expected_delivery_date)}` : `On ${localDate(order.created_at)}`;

const TONES: Partial<Record<string, BadgeTone>> = {
  'Awaiting Payment': 'yellow',
  'Out for Delivery': 'blue',
  Shipped: 'blue',
  Delivered: 'green',
  Completed: 'green',
  Assigned: 'yellow',
  Cancelled: 'red',
};
export const statusTone = (status: string): BadgeTone => TONES[status] ?? 'grey';
