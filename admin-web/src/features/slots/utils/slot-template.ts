import type { SlotTemplate, SlotTemplateBody } from '../api/slot-settings';

/** The days of the week as the API numbers them (0 Sunday … 6 Saturday), listed from Monday as staff plan the week. */
export const WEEKDAYS = [
  { day: 1, name: 'Mon' },
  { day: 2, name: 'Tue' },
  { day: 3, name: 'Wed' },
  { day: 4, name: 'Thu' },
  { day: 5, name: 'Fri' },
  { day: 6, name: 'Sat' },
  { day: 0, name: 'Sun' },
] as const;

/** "Every day", "Mon–Sat" (three or more days in a row) or "Mon, Wed, Fri". */
export function weekdaysText(weekdays: number[]): string {
  const listed = WEEKDAYS.filter(({ day }) => weekdays.includes(day));
  if (listed.length === WEEKDAYS.length) return 'Every day';
  const first = WEEKDAYS.indexOf(listed[0]);
  const inARow = listed.every((weekday, i) => WEEKDAYS[first + i] === weekday);
  return inARow && listed.length >= 3 ? `${listed[0].name}–${listed.at(-1)!.name}` : listed.map(({ name }) => name).join(', ');
}

/** "22:00 the evening before", "3 hours before". */
export function cutoffText(cutoff: SlotTemplate['cutoff']): string {
  if (cutoff.kind === 'day_before') return `${cutoff.at} the evening before`;
  if (cutoff.hours === 0) return 'When it starts';
  return `${cutoff.hours} ${cutoff.hours === 1 ? 'hour' : 'hours'} before`;
}

/** The template form's fields as typed (numbers stay text until saved, so a half-typed one is not rewritten). */
export interface TemplateForm {
  weekdays: number[];
  start: string;
  end: string;
  capacity_orders: string;
  capacity_kg: string;
  cutoff_kind: SlotTemplate['cutoff']['kind'];
  cutoff_at: string;
  cutoff_hours: string;
}

export const NEW_TEMPLATE: TemplateForm = {
  weekdays: WEEKDAYS.map(({ day }) => day),
  start: '',
  end: '',
  capacity_orders: '20',
  capacity_kg: '60',
  cutoff_kind: 'day_before',
  cutoff_at: '22:00',
  cutoff_hours: '3',
};

export function formOf(template: SlotTemplate): TemplateForm {
  const { cutoff } = template;
  return {
    weekdays: template.weekdays,
    start: template.start,
    end: template.end,
    capacity_orders: String(template.capacity_orders),
    capacity_kg: String(template.capacity_kg),
    cutoff_kind: cutoff.kind,
    cutoff_at: cutoff.kind === 'day_before' ? cutoff.at : NEW_TEMPLATE.cutoff_at,
    cutoff_hours: cutoff.kind === 'hours_before' ? String(cutoff.hours) : NEW_TEMPLATE.cutoff_hours,
  };
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The body to save, or what the staff member must fix first (the API's limits, in plain words). */
export function templateBody(form: TemplateForm): { body: SlotTemplateBody } | { error: string } {
  if (form.weekdays.length === 0) return { error: 'Choose at least one day of the week.' };
  const times = [form.start, form.end, ...(form.cutoff_kind === 'day_before' ? [form.cutoff_at] : [])];
  if (!times.every((time) => CLOCK.test(time))) return { error: 'Write the times as HH:MM (24-hour, Hyderabad time), e.g. 07:00 or 19:30.' };
  // HH:MM strings compare as times.
  if (form.end <= form.start) return { error: 'The slot must end after it starts, on the same day.' };
  const capacityOrders = wholeIn(form.capacity_orders, 1, 10000);
  const capacityKg = wholeIn(form.capacity_kg, 1, 100000);
  if (capacityOrders === null || capacityKg === null) return { error: 'Capacities are whole numbers of at least 1: orders, and kilograms.' };
  const hours = wholeIn(form.cutoff_hours, 0, 48);
  if (form.cutoff_kind === 'hours_before' && hours === null) return { error: 'Orders close between 0 and 48 hours before the slot starts.' };
  return {
    body: {
      weekdays: [...form.weekdays].sort((a, b) => a - b),
      start: form.start,
      end: form.end,
      capacity_orders: capacityOrders,
      capacity_kg: capacityKg,
      cutoff: form.cutoff_kind === 'day_before' ? { kind: 'day_before', at: form.cutoff_at } : { kind: 'hours_before', hours: hours! },
    },
  };
}
