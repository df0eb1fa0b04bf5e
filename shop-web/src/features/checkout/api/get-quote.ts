import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type QuoteInput = ContractType<'orders/QuoteBodySchema'>;

/** The server prices the order; the shop only shows what it answers. */
export const getQuote = (input: QuoteInput) => api.post('/api/orders/quote', input, { contract: 'orders/QuoteSchema' });

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: [
      'quote',
      input.cartItems,
      input.shippingAddress?.value ?? null,
      input.shippingAddress?.pincode ?? null,
      input.couponCode,
      input.slotId ?? null,
      input.useStoreCredit ?? false,
    ],
    queryFn: () => getQuote(input),
    enabled: input.cartItems.length > 0,
    staleTime: 0,
  });

export const useQuote = (input: QuoteInput) => useQuery(quoteQueryOptions(input));
