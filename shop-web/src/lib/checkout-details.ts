import type { ContractType } from '@/lib/api-client';
import type { CartLine } from '@/types/api';
import { createLocalStore } from './local-store';
import { clearCart, parseCart } from './cart';
import { saveAppliedCoupon } from './applied-coupon';

/** "Checkout details": what the cart hands to checkout, and checkout (with an address) to payment. */
export interface CheckoutDetails {
  items: CartLine[];
  totalAmount: number;
  shippingAddress: ShippingAddress | null;
  /** The delivery slot chosen (and held) at checkout; null when the address's zone needs none. */
  slotId: string | null;
  /**
   * The order placed to pay online and not paid yet. It is kept here, on the device, so that a reload during
   * checkout comes back to "Try again" and "Pay cash instead" for that order instead of placing a second one.
   */
  awaitingPayment?: AwaitingPayment | null;
}

export interface AwaitingPayment {
  orderId: string;
  /** The order's total and whether a courier takes it: whether it may still be paid in cash. */
  total: number;
  courier: boolean;
  /** When the order is cancelled unless paid. */
  expiresAt: string;
}

/** The address an order is sent to; its pincode (when saved with one) decides the delivery zone. */
export type ShippingAddress = Omit<ContractType<'orders/ShippingAddressSchema'>, 'id'>;

/** What checkout sends of a saved address: the landmark and map pin travel to the rider with the order. */
export const shippingAddressOf = (address: ShippingAddress): ShippingAddress => ({
  label: address.label,
  value: address.value,
  ...(address.pincode ? { pincode: address.pincode } : {}),
  ...(address.landmark ? { landmark: address.landmark } : {}),
  ...(address.pin ? { pin: { lat: address.pin.lat, lng: address.pin.lng } } : {}),
});

const isPin = (pin: unknown): pin is { lat: number; lng: number } =>
  !!pin && typeof pin === 'object' && typeof (pin as { lat?: unknown }).lat === 'number' && typeof (pin as { lng?: unknown }).lng === 'number';

function parseAwaiting(raw: unknown): AwaitingPayment | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Record<string, unknown>;
  return typeof data.orderId === 'string' && typeof data.total === 'number' && typeof data.expiresAt === 'string'
    ? { orderId: data.orderId, total: data.total, courier: data.courier === true, expiresAt: data.expiresAt }
    : null;
}

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
  return {
    items,
    totalAmount: typeof data.totalAmount === 'number' ? data.totalAmount : 0,
    shippingAddress,
    slotId: typeof data.slotId === 'string' ? data.slotId : null,
    awaitingPayment: parseAwaiting(data.awaitingPayment),
  };
}

const store = createLocalStore('checkoutDetails', parseDetails);

export const readCheckoutDetails = store.read;
export const useCheckoutDetails = store.useValue;
export const saveCheckoutDetails = (details: CheckoutDetails) => store.write(details);
export const clearCheckoutDetails = () => store.write(null);

/** The order is placed and settled (cash, or paid online): the cart, the checkout details and the coupon go. */
export function finishCheckout() {
  clearCart();
  clearCheckoutDetails();
  saveAppliedCoupon(null);
}
