import type { SlotFill, SlotFillList } from '@/features/slots/api/get-slot-fill';
import { formatSlotHours, formatStoreDay } from '@/lib/format';

/** The next 3 days' slots as a select's options, one group per day; `offer` picks which (days left with none are left out). */
export function SlotOptions({ days, offer = () => true }: { days: SlotFillList['days']; offer?: (slot: SlotFill) => boolean }) {
  return days.map((day) => {
    const slots = day.slots.filter(offer);
    return (
      slots.length > 0 && (
        <optgroup key={day.date} label={formatStoreDay(day.date)}>
          {slots.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {formatStoreDay(day.date)}, {formatSlotHours(slot)}
              {slot.status === 'full' ? ' (full)' : ''}
            </option>
          ))}
        </optgroup>
      )
    );
  });
}
