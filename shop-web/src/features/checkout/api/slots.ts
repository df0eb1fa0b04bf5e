import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HoldBodySchema } from '@farm-store/contracts/slots';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

/** Keeps a slot's place for the customer while they pay (SLOT_HOLD_MINUTES); placing the order takes it. */
export const holdSlot = (body: Static<typeof HoldBodySchema>) => api.post('/api/slots/hold', body, { contract: 'slots/HoldSchema' });

export const useHoldSlot = () => useSingleFlight(useMutation({ mutationFn: holdSlot }));
