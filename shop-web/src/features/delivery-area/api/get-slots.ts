import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Places go while the customer looks: a list older than this is fetched again. */
const SLOTS_STALE_MS = 30_000;

/** A pincode's delivery answer (served or not, courier dates, the next 3 days' slots), for the "Deliver to" bar, checkout's slot picker, rescheduling an order. */
export const slotsQueryOptions = (pincode: string | null) =>
  queryOptions({
    queryKey: ['slots', pincode],
    queryFn: () => api.get(`/api/slots?pincode=${encodeURIComponent(pincode ?? '')}`, { contract: 'slots/SlotsAnswerSchema' }),
    enabled: pincode !== null,
    staleTime: SLOTS_STALE_MS,
  });

export const useSlots = (pincode: string | null) => useQuery(slotsQueryOptions(pincode));
