/**
 * What a partner's order says about the door (GET /api/delivery/orders), for tests about something else: no map
 * place, the rider's steps taken, a store that does not ask for a handover code, so Deliver goes straight to the
 * cash, and not a subscription's delivery.
 */
export const readyAtTheDoor = {
  destination: null,
  subscription: null,
  handover: {
    code_required: false,
    tries_left: 5,
    locked: false,
    override: null,
    picked_up_at: '2026-06-01T05:12:00.000Z',
    arrived_at: '2026-06-01T05:35:00.000Z',
  },
};

/** A slot `daysAhead` days from today in Hyderabad, between Hyderabad hours, as orders carry it. */
export function slotAt(daysAhead: number, fromHour: number, toHour: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const midnight = Date.parse(`${today}T00:00:00+05:30`) + daysAhead * 24 * 3_600_000;
  const at = (hour: number) => new Date(midnight + hour * 3_600_000).toISOString();
  return { id: `hyderabad-${daysAhead}-${fromHour}-${toHour}`, starts_at: at(fromHour), ends_at: at(toHour), cutoff_at: at(fromHour - 2) };
}
