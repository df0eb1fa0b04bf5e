import type { Slot } from '@/types/api';

/** Open and few-left slots can be chosen; full and closed ones are shown, greyed. */
export const isSelectable = (slot: Slot) => slot.status === 'open' || slot.status === 'few_left';
