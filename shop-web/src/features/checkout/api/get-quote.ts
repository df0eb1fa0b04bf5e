import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShippingAddress } from '@/lib/checkout-details';
import type { CartItemRef } from '@/types/api';

export interface QuoteInput {
  cartItems: CartItemRef[];
  shippingAddress: ShippingAddress | null;
  couponCode: string | null;
}

/** The server prices the order; the shop only shows what it answers. */
export const getQuote = (input: QuoteInput) => api.post('/api/orders/quote', input, { contract: 'orders/QuoteSchema' });

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: ['quote', input.cartItems, input.shippingAddress?.value ?? null, input.shippingAddress?.pincode ?? null, input.couponCode],
    queryFn: () => getQuote(input),
    enabled: input.cartItems.length > 0,
    staleTime: 0,
  });

export const useQuote = (input: QuoteInput) => useQuery(quoteQueryOptions(input));
