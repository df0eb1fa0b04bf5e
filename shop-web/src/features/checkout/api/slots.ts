import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HoldBodySchema } from '@farm-store/contracts/slots';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { Hold, SlotsAnswer } from '@/types/api';

/** The next 3 days' slots for a pincode (public): full and closed ones too, so they can be shown greyed. */
export const getSlots = (pincode: string) => api.get<SlotsAnswer>(`/api/slots?pincode=${encodeURIComponent(pincode)}`);

export const slotsQueryOptions = (pincode: string | null) =>
  queryOptions({
    queryKey: ['slots', pincode],
    queryFn: () => getSlots(pincode!),
    enabled: pincode !== null,
    // Places go while the customer looks: a list older than this is fetched again.
    staleTime: 30_000,
  });

export const useSlots = (pincode: string | null) => useQuery(slotsQueryOptions(pincode));

/** Keeps a slot's place for the customer while they pay (SLOT_HOLD_MINUTES); placing the order takes it. */
export const holdSlot = (body: Static<typeof HoldBodySchema>) => api.post<Hold>('/api/slots/hold', body);

export const useHoldSlot = () => useSingleFlight(useMutation({ mutationFn: holdSlot }));
