import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** The dashboard lists ratings with this many stars or fewer. */
export const LOW_RATING_MAX_STARS = 2;

export const getLowRatings = () => api.get(`/api/admin/ratings?max=${LOW_RATING_MAX_STARS}&limit=10`, { contract: 'ratings/LowRatingListSchema' });

export const lowRatingsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'low-ratings'], queryFn: getLowRatings });

export const useLowRatings = () => useQuery(lowRatingsQueryOptions());
