import type { ContractType } from '@/lib/api-client';
import type { CartLine } from '@/types/api';
import { createLocalStore } from './local-store';
import { parseCart } from './cart';

/** "Checkout details": what the cart hands to checkout, and checkout (with an address) to payment. */
export interface CheckoutDetails {
  items: CartLine[];
  totalAmount: number;
  shippingAddress: ShippingAddress | null;
}

/** The address an order is sent to; its pincode (when saved with one) decides the delivery zone. */
export type ShippingAddress = Omit<ContractType<'orders/ShippingAddressSchema'>, 'id'>;

/** What checkout sends of a saved address (the order's shape takes no other field): the landmark and pin go to the rider. */
export const shippingAddressOf = (address: ShippingAddress): ShippingAddress => ({
  label: address.label,
  value: address.value,
  ...(address.pincode ? { pincode: address.pincode } : {}),
  ...(address.landmark ? { landmark: address.landmark } : {}),
  ...(address.pin ? { pin: { lat: address.pin.lat, lng: address.pin.lng } } : {}),
});

const isPin = (pin: unknown): pin is { lat: number; lng: number } =>
  !!pin && typeof pin === 'object' && typeof (pin as { lat?: unknown }).lat === 'number' && typeof (pin as { lng?: unknown }).lng === 'number';

function parseDetails(raw: unknown): CheckoutDetails | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Record<string, unknown>;
  const items = parseCart(data.items);
  if (items.length === 0) return null;
  const address = data.shippingAddress as Record<string, unknown> | null | undefined;
  const shippingAddress =
    address && typeof address.label === 'string' && typeof address.value === 'string' && address.value.trim()
      ? shippingAddressOf({
          label: address.label,
          value: address.value,
          pincode: typeof address.pincode === 'string' ? address.pincode : null,
          landmark: typeof address.landmark === 'string' ? address.landmark : null,
          pin: isPin(address.pin) ? address.pin : null,
        })
      : null;
  return { items, totalAmount: typeof data.totalAmount === 'number' ? data.totalAmount : 0, shippingAddress };
}

const store = createLocalStore('checkoutDetails', parseDetails);

export const readCheckoutDetails = store.read;
export const useCheckoutDetails = store.useValue;
export const saveCheckoutDetails = (details: CheckoutDetails) => store.write(details);
export const clearCheckoutDetails = () => store.write(null);
