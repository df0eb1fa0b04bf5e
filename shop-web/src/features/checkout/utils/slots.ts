import { isSelectable } from '@/lib/slots';
import type { Slot, SlotsAnswer } from '@/types/api';

/**
 * The slot checkout goes with: the customer's choice while it can still be chosen, else the earliest open one;
 * null when the address's zone needs none (courier, or no slots set up) or none is open.
 */
export function chosenSlot(answer: SlotsAnswer | undefined, choice: string | null): Slot | null {
  if (!answer?.slots_in_use) return null;
  const chosen = answer.slots.find((slot) => slot.id === choice);
  return chosen && isSelectable(chosen) ? chosen : answer.next_open;
}
