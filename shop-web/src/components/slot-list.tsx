import { useTranslation, useLocale } from '@/i18n/i18n';
import { Badge } from '@farm-store/shared-ui/host/kit';
import { formatDay, formatTimeRange, storeDay } from '@/lib/format';
import type { Slot } from '@/types/api';
import { isSelectable } from '@/lib/slots';
import './slot-list.css';
import '@/i18n/screens'; // this component's texts

interface SlotListProps {
  slots: Slot[];
  selectedId: string | null;
  onSelect: (slotId: string) => void;
  /** While a choice is being sent, no other can be made. */
  disabled?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Slots by Hyderabad day (Today, Tomorrow, "Mon 30 Nov"), each a radio; full and closed ones greyed and not choosable. */
export function SlotList({ slots, selectedId, onSelect, disabled = false }: SlotListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = Date.now();
  const names: Record<string, string> = { [storeDay(new Date(now))]: t('slots.today'), [storeDay(new Date(now + DAY_MS))]: t('slots.tomorrow') };
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = storeDay(slot.starts_at);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }

  return (
    <div className="slot-list">
      {[...days].map(([day, daySlots]) => (
        <fieldset key={day} className="slot-list__day">
          <legend>{names[day] ?? formatDay(day, locale)}</legend>
          <div className="slot-list__chips">
            {daySlots.map((slot) => (
              <label key={slot.id} className="slot-chip">
                <input
                  type="radio"
                  name="delivery-slot"
                  value={slot.id}
                  checked={slot.id === selectedId}
                  disabled={disabled || !isSelectable(slot)}
                  onChange={() => onSelect(slot.id)}
                />
                <span>{formatTimeRange(slot.starts_at, slot.ends_at, locale)}</span>
                {slot.status === 'few_left' && <Badge tone="yellow">{t('slots.fewLeft')}</Badge>}
                {slot.status === 'full' && <Badge>{t('slots.full')}</Badge>}
                {slot.status === 'closed' && <Badge>{t('slots.closed')}</Badge>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
