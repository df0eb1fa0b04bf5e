import type { BadgeTone } from '@farm-store/shared-ui/host/kit';
import type { DeliveryOrder } from '../types';

export const OUT_FOR_DELIVERY = 'Out for Delivery';

/** The status shown on a card; an order without one is Pending. */
export const deliveryStatusOf = (order: DeliveryOrder) => order.delivery_status || 'Pending';

/** Out for Delivery blue, Delivered green, Assigned yellow, others grey. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case OUT_FOR_DELIVERY:
      return 'blue';
    case 'Delivered':
      return 'green';
    case 'Assigned':
      return 'yellow';
    default:
      return 'grey';
  }
}

export const hasOrderOutForDelivery = (orders: DeliveryOrder[] | undefined) => Boolean(orders?.some((order) => deliveryStatusOf(order) === OUT_FOR_DELIVERY));

/** A maps search for the address, opened in a new tab. */
export const directionsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The customer's map pin on OpenStreetMap, zoomed to the street, opened in a new tab. */
export const pinMapUrl = ({ lat, lng }: { lat: number; lng: number }) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
