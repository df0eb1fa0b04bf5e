import type { TFunction } from '@/i18n/i18n';
import { formatDay, formatTimeRange, storeDay } from '@/lib/format';
import type { SlotsAnswer } from '@/types/api';

type Slot = Pick<SlotsAnswer['slots'][number], 'starts_at' | 'ends_at'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today 5–7 pm", "Tomorrow 7–9 am", "Mon 30 Nov, 7–9 am": a slot as the shopper reads it, in Hyderabad time. */
export function slotText(t: TFunction, slot: Slot, locale: string, now = new Date()): string {
  const day = storeDay(slot.starts_at);
  const time = formatTimeRange(slot.starts_at, slot.ends_at, locale);
  if (day === storeDay(now)) return t('deliverTo.today', { time });
  if (day === storeDay(new Date(now.getTime() + DAY_MS))) return t('deliverTo.tomorrow', { time });
  return t('deliverTo.later', { day: formatDay(slot.starts_at, locale), time });
}
