import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@farm-store/shared-ui/host/kit';
import { Panel } from '@/components/panel';
import { packingListPath, tabPath } from '@/config/paths';
import { formatSlot, formatSlotHours, formatStoreDay } from '@/lib/format';
import { useSlotFill, type SlotFill } from '../api/get-slot-fill';
import './slots.css';

const STATUS: Record<SlotFill['status'], { text: string; tone: BadgeTone } | null> = {
  open: null,
  few_left: { text: 'Few left', tone: 'yellow' },
  full: { text: 'Full', tone: 'red' },
  closed: { text: 'Orders closed', tone: 'grey' },
};

/** How much of a slot is taken, as a bar and in words ("12 / 20 orders"). */
function Fill({ taken, capacity, unit }: { taken: number; capacity: number; unit: string }) {
  const shown = (n: number) => Math.round(n * 10) / 10;
  return (
    <span className="slot-fill__bar">
      <meter min={0} max={capacity} value={Math.min(taken, capacity)} high={capacity * 0.8} optimum={0} aria-label={`${unit} taken`} />
      <span className="nowrap">
        {shown(taken)} / {shown(capacity)} {unit}
      </span>
    </span>
  );
}

/** The next 3 days' slots, each with what is taken of its orders and kilograms, its packing list and its orders. */
export function SlotFillPanel() {
  const fill = useSlotFill();
  const days = fill.data?.days;
  return (
    <Panel id="slot-fill" title="Slot fill: the next 3 days">
      {!days && <p className="muted">{fill.isError ? 'Could not load the slots. Reload the page to try again.' : 'Loading slots…'}</p>}
      {days?.map((day) => (
        <section key={day.date} className="slot-day" aria-label={formatStoreDay(day.date)}>
          <h3>
            {formatStoreDay(day.date)} {day.closed !== null && <Badge tone="grey">Closed: {day.closed}</Badge>}
          </h3>
          {day.closed === null && day.slots.length === 0 && <p className="muted">No slots on this day.</p>}
          <ul className="slot-fill">
            {day.slots.map((slot) => {
              const status = STATUS[slot.status];
              return (
                <li key={slot.id} className={`slot-fill__slot slot-fill__slot--${slot.status}`}>
                  <strong className="nowrap">{formatSlotHours(slot)}</strong>
                  {status && <Badge tone={status.tone}>{status.text}</Badge>}
                  <Fill taken={slot.taken_orders} capacity={slot.capacity_orders} unit="orders" />
                  <Fill taken={slot.taken_kg} capacity={slot.capacity_kg} unit="kg" />
                  <span className="row-actions">
                    <Link to={packingListPath(slot.id)}>
                      Packing list<span className="fsui-visually-hidden"> for {formatSlot(slot)}</span>
                    </Link>
                    <Link to={tabPath('orders', `slot=${encodeURIComponent(slot.id)}`)}>
                      Orders<span className="fsui-visually-hidden"> in {formatSlot(slot)}</span>
                    </Link>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Panel>
  );
}
