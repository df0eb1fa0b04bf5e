import type { Order } from '@/types/api';

/** SPEC §4: finished when delivered or completed. */
export const isFinished = (order: Order) => order.delivery_status === 'Delivered' || order.status === 'Completed';

/** Automated (courier) orders that are not finished may be confirmed received by the customer. */
export const canConfirmReceipt = (order: Order) => order.delivery_type === 'automated' && !isFinished(order);

/** Live tracking: partner orders that are Assigned or Out for Delivery. */
export const canTrack = (order: Order) =>
  order.delivery_type !== 'automated' && (order.delivery_status === 'Assigned' || order.delivery_status === 'Out for Delivery');

export const mapsLink = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
