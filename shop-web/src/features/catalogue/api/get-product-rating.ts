import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The product's average from its delivered, rated orders (`GET /api/products/:id/ratings`). */
export const useProductRating = (productId: string) =>
  useQuery({
    queryKey: ['product', productId, 'rating'],
    queryFn: () => api.get(`/api/products/${encodeURIComponent(productId)}/ratings`, { contract: 'ratings/ProductRatingSchema' }),
    staleTime: 60_000,
  });
