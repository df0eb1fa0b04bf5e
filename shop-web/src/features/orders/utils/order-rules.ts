import type { Order } from '@/types/api';

/** Finished when delivered or completed. */
export const isFinished = (order: Order) => order.delivery_status === 'Delivered' || order.status === 'Completed';

export const isCancelled = (order: Order) => order.delivery_status === 'Cancelled' || order.status === 'Cancelled';

/** A courier order the courier has (Shipped) may be confirmed received; before that there is no parcel to receive. */
export const canConfirmReceipt = (order: Order) => order.delivery_type === 'automated' && order.delivery_status === 'Shipped' && !isCancelled(order);

/** A courier order still at the store: it cannot be confirmed received yet. */
export const awaitsShipping = (order: Order) =>
  order.delivery_type === 'automated' && (order.delivery_status === 'Pending' || order.delivery_status === 'Processing') && !isCancelled(order);

/** The customer may cancel until the order has left the store (docs/store-operations.md). */
export const canCancel = (order: Order) => (order.delivery_status === 'Pending' || order.delivery_status === 'Assigned') && !isCancelled(order);

/** Live tracking (the rider on a map, the arrival time): partner orders Out for Delivery. */
export const canTrack = (order: Order) => order.delivery_type !== 'automated' && order.delivery_status === 'Out for Delivery';

/** The pincode that placed the order's address (orders from before the store kept it have none). */
export const pincodeOf = (order: Order) => order.shipping_address.pincode ?? null;

/**
 * The customer may move the order to another slot until its slot's cut-off, while it is neither finished nor
 * cancelled, and when its address names the pincode whose slots to offer.
 */
export const canReschedule = (order: Order, now = Date.now()) =>
  !!order.slot && now < Date.parse(order.slot.cutoff_at) && !isFinished(order) && !isCancelled(order) && pincodeOf(order) !== null;
