import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { ShippingAddress } from '@/lib/checkout-details';
import type { CartItemRef } from '@/types/api';

export interface PlaceOrderInput {
  body: {
    userId: string;
    cartItems: CartItemRef[];
    shippingAddress: ShippingAddress;
    totalAmount: number;
    couponCode?: string;
    /** The shop's language: the order's SMS are written in it. */
    language?: 'en' | 'te';
  };
  /** One per checkout attempt: a retried submission returns the first order instead of a second one. */
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderInput) =>
  api.post('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey }, contract: 'orders/CreatedOrderSchema' });

export const usePlaceOrder = () => useSingleFlight(useMutation({ mutationFn: placeOrder }));
