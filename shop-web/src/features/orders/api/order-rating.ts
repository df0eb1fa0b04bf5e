import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateOrder } from '@farm-store/contracts/ratings';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

const ratingQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'rating'],
    queryFn: () => api.get(`/api/orders/${encodeURIComponent(orderId)}/rating`, { contract: 'ratings/OrderRatingAnswerSchema' }),
  });

export const useOrderRating = (orderId: string) => useQuery(ratingQueryOptions(orderId));

/** Saves the rating; the saved one is shown at once. */
export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (input: RateOrder) => api.put(`/api/orders/${encodeURIComponent(orderId)}/rating`, input, { contract: 'ratings/OrderRatingSchema' }),
      onSuccess: (rating) => queryClient.setQueryData(ratingQueryOptions(orderId).queryKey, { rating }),
    }),
  );
}
