import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeError, type MessageRef } from '@/lib/error-messages';
import type { Hold } from '@/types/api';
import { slotsQueryOptions, useSlots } from '@/features/delivery-area/api/get-slots';
import { useHoldSlot } from '../api/slots';
import { chosenSlot } from '../utils/slots';

interface ChoiceState {
  pincode: string | null;
  choice: string | null;
  held: Hold | null;
  refusal: MessageRef | null;
}

/**
 * The delivery slot of a checkout: the slots of the address's pincode, the one chosen (the earliest open one until
 * the customer picks another), and its hold. `saved` is the slot remembered from an earlier visit, `refusal` why
 * the customer was sent back to choose again.
 */
export function useSlotChoice(pincode: string | null, weightKg: number | undefined, saved: string | null, refusal: MessageRef | null) {
  const queryClient = useQueryClient();
  const slots = useSlots(pincode);
  const hold = useHoldSlot();
  const [state, setState] = useState<ChoiceState>({ pincode, choice: saved, held: null, refusal });
  // Another address starts afresh (its slots are other ones); the first one known (addresses load after the
  // page) keeps the remembered slot and the reason the customer was sent back.
  if (state.pincode !== pincode) setState(state.pincode === null ? { ...state, pincode } : { pincode, choice: null, held: null, refusal: null });
  const slot = chosenSlot(slots.data, state.choice);

  /** Chooses a slot and asks the store to keep it; a refusal (it just filled) reloads the list, showing it full. */
  async function choose(slotId: string): Promise<boolean> {
    if (!pincode) return false;
    setState((s) => ({ ...s, choice: slotId, refusal: null }));
    try {
      const held = await hold.mutateAsync({ slotId, pincode, ...(weightKg !== undefined ? { weight_kg: weightKg } : {}) });
      setState((s) => ({ ...s, held }));
      return true;
    } catch (error) {
      setState((s) => ({ ...s, held: null, refusal: describeError(error) ?? { key: 'slots.holdFailed' } }));
      void queryClient.invalidateQueries({ queryKey: slotsQueryOptions(pincode).queryKey });
      return false;
    }
  }

  return {
    slots,
    /** The slot the order goes in, or null when the address needs none. */
    slot,
    /** The slots are known and none can be chosen: the order cannot go ahead. */
    blocked: !!slots.data && (!slots.data.serviceable || (slots.data.slots_in_use && slot === null)),
    held: slot && state.held?.slot.id === slot.id ? state.held : null,
    refusal: state.refusal,
    holding: hold.isPending,
    choose,
    /** Before payment the slot is held for the customer (the preselected one has not been yet). */
    holdChosen: () => (!slot || state.held?.slot.id === slot.id ? Promise.resolve(true) : choose(slot.id)),
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
