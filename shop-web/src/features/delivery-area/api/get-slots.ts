import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

/** A pincode's delivery answer (GET /api/slots): served or not, courier dates, the next 3 days' slots. */
export type SlotsAnswer = ContractType<'slots/SlotsAnswerSchema'>;

/** Slots fill up as others order: asked again after a minute. */
const SLOTS_STALE_MS = 60_000;

export const slotsQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['slots', pincode],
    queryFn: () => api.get(`/api/slots?pincode=${encodeURIComponent(pincode)}`, { contract: 'slots/SlotsAnswerSchema' }),
    staleTime: SLOTS_STALE_MS,
  });

/** The delivery answer for a pincode, when there is one. */
export const useSlots = (pincode: string | null) => useQuery({ ...slotsQueryOptions(pincode ?? ''), enabled: pincode !== null });
