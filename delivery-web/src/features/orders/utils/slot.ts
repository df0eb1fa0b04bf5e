import type { DeliveryOrder } from '../types';

/** The slot an order is delivered in, as the order carries it. */
export type OrderSlot = NonNullable<DeliveryOrder['slot']>;

/** Slots are Hyderabad times: shown in the store's zone whatever zone the phone is set to. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
// en-CA writes a day as YYYY-MM-DD, which compares as text.
const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const partsOf = (format: Intl.DateTimeFormat, iso: string) =>
  Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value])) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** "7" or "7:30", and "am" / "pm". */
function clock(iso: string) {
  const { hour, minute, dayPeriod } = partsOf(timeFormat, iso);
  return { time: minute === '00' ? hour : `${hour}:${minute}`, period: dayPeriod?.toLowerCase() };
}

/** "7–9 am", "11 am–1 pm", "7:30–9 am". */
export function slotTimes(slot: OrderSlot): string {
  const start = clock(slot.starts_at);
  const end = clock(slot.ends_at);
  const from = start.period === end.period ? start.time : `${start.time} ${start.period}`;
  return `${from}–${end.time} ${end.period}`;
}

/** "10:42 am": when the rider took a step, Hyderabad time. */
export function clockTime(iso: string): string {
  const { hour, minute, dayPeriod } = partsOf(timeFormat, iso);
  return `${hour}:${minute} ${dayPeriod?.toLowerCase()}`;
}

const isToday = (iso: string, now: Date) => calendarDay.format(new Date(iso)) === calendarDay.format(now);

/** "7–9 am" for a slot today, "Sat 30 Nov, 7–9 am" for another day. */
export function slotLabel(slot: OrderSlot, now = new Date()): string {
  if (isToday(slot.starts_at, now)) return slotTimes(slot);
  const { weekday, day, month } = partsOf(dayFormat, slot.starts_at);
  return `${weekday} ${day} ${month}, ${slotTimes(slot)}`;
}

export interface SlotGroup {
  /** null: the orders without a slot. */
  slot: OrderSlot | null;
  orders: DeliveryOrder[];
}

/** The orders by slot, earliest slot first, the orders without one last; each group keeps the list's order. */
export function groupBySlot(orders: DeliveryOrder[]): SlotGroup[] {
  const bySlot = new Map<string | null, SlotGroup>();
  for (const order of orders) {
    const key = order.slot?.id ?? null;
    const group = bySlot.get(key) ?? { slot: order.slot ?? null, orders: [] };
    group.orders.push(order);
    bySlot.set(key, group);
  }
  const time = (group: SlotGroup) => (group.slot ? Date.parse(group.slot.starts_at) : Infinity);
  return [...bySlot.values()].sort((a, b) => time(a) - time(b));
}
