import { kolkataDay, startOfKolkataDay } from '../../lib/calendar';

/**
 * The pure rules of a subscription's deliveries (docs/subscriptions.md): which days a schedule delivers on, when each
 * day's changes close, and the calendar of the days ahead with pauses and per-day changes applied.
 *
 * No database and no clock: days are 'YYYY-MM-DD' strings of the store's calendar (India time) and the current
 * instant is always passed in.
 */

export type ScheduleKind = 'daily' | 'alternate' | 'weekdays';

export interface Schedule {
  kind: ScheduleKind;
  /** For `weekdays`: the days of the week delivered on, 0 (Sunday) to 6 (Saturday). */
  weekdays?: readonly number[];
}

export interface SubscriptionItem {
  variantId: string;
  quantity: number;
}

/** An inclusive range of days without deliveries; `to: null` pauses until resumed. */
export interface Pause {
  from: string;
  to: string | null;
}

/**
 * A change to one day: skipped, other quantities for some of the items (0: none of that item that day), and extras —
 * other shop variants added to that day only, units by variant id.
 */
export interface DayOverride {
  skip?: boolean;
  quantities?: Readonly<Record<string, number>>;
  extras?: Readonly<Record<string, number>>;
}

/** One line of what comes on a day; `extra` marks a variant added to that day only (not one of the items). */
export interface DayItem extends SubscriptionItem {
  extra?: true;
}

/** Why a day brings nothing. */
export type EmptyReason = 'before_start' | 'cancelled' | 'not_scheduled' | 'paused' | 'skipped';

export interface CalendarDay {
  date: string;
  /** Everything that comes that day, each variant once (the items, then the day's extras); empty when `reason` says why not. */
  items: DayItem[];
  reason: EmptyReason | null;
  /** The instant changes for this day close (the evening before). */
  cutoff: Date;
  /** Whether the day may still be skipped, changed or paused at `now`. */
  changeable: boolean;
  /** Whether the customer changed this day (skipped it, other quantities or extras). */
  changed: boolean;
}

/** The default cut-off: 22:00 the evening before a delivery day, as minutes after that evening's midnight. */
export const DEFAULT_CUTOFF_MINUTES = 22 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar day, or NaN for anything that is not a real 'YYYY-MM-DD' day. */
function dayNumber(day: string): number {
  const m = DAY_PATTERN.exec(day);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return Number.NaN;
  return ms / DAY_MS;
}

function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written 'YYYY-MM-DD' (no 30 February, no 29 February 2027). */
export function isCalendarDay(day: string): boolean {
  return !Number.isNaN(dayNumber(day));
}

function mustDay(day: string): number {
  const n = dayNumber(day);
  if (Number.isNaN(n)) throw new RangeError(`Not a calendar day: ${day}`);
  return n;
}

/** The day `n` days after `day` (before it when negative). */
export function shiftDay(day: string, n: number): string {
  return fromDayNumber(mustDay(day) + n);
}

/** Days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return mustDay(b) - mustDay(a);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: string): number {
  return new Date(mustDay(day) * DAY_MS).getUTCDay();
}

/**
 * Whether the schedule delivers on `day`, counted from `startDate`: never before it; `alternate` on the start day and
 * every second day after it; `weekdays` on the listed days of the week.
 */
export function deliversOn(schedule: Schedule, startDate: string, day: string): boolean {
  const since = daysBetween(startDate, day);
  if (since < 0) return false;
  switch (schedule.kind) {
    case 'daily':
      return true;
    case 'alternate':
      return since % 2 === 0;
    case 'weekdays':
      return (schedule.weekdays ?? []).includes(weekdayOf(day));
  }
}

/** The instant changes for delivery `day` close: `cutoffMinutes` after the start of the day before, India time. */
export function cutoffOf(day: string, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): Date {
  return new Date(startOfKolkataDay(shiftDay(day, -1)).getTime() + cutoffMinutes * 60 * 1000);
}

/** Whether `day` may still be changed (skipped, other quantities, paused) at `now`: strictly before its cut-off. */
export function isChangeable(day: string, now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): boolean {
  return now.getTime() < cutoffOf(day, cutoffMinutes).getTime();
}

/** The first day whose changes are still open at `now` (tomorrow before the cut-off, the day after once it passed). */
export function firstChangeableDay(now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): string {
  let day = kolkataDay(now);
  while (!isChangeable(day, now, cutoffMinutes)) day = shiftDay(day, 1);
  return day;
}

/** Whether `day` falls in one of the pauses (inclusive at both ends). */
export function isPaused(pauses: readonly Pause[], day: string): boolean {
  return pauses.some((p) => p.from <= day && (p.to === null || day <= p.to));
}

export interface SubscriptionPlan {
  schedule: Schedule;
  startDate: string;
  items: readonly SubscriptionItem[];
  pauses?: readonly Pause[];
  /** Changes by day ('YYYY-MM-DD'). */
  overrides?: Readonly<Record<string, DayOverride>>;
  /** The first day without deliveries after a cancellation, if cancelled. */
  cancelledFrom?: string | null;
}

/** One day of a subscription: what comes, or why nothing does. */
export function planDay(plan: SubscriptionPlan, day: string, now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): CalendarDay {
  const cutoff = cutoffOf(day, cutoffMinutes);
  const override = plan.overrides?.[day];
  const base = {
    date: day,
    cutoff,
    changeable: now.getTime() < cutoff.getTime(),
    changed:
      override !== undefined && (override.skip === true || Object.keys(override.quantities ?? {}).length > 0 || Object.keys(override.extras ?? {}).length > 0),
  };
  const empty = (reason: EmptyReason): CalendarDay => ({ ...base, items: [], reason });

  if (day < plan.startDate) return empty('before_start');
  if (plan.cancelledFrom && day >= plan.cancelledFrom) return empty('cancelled');
  if (!deliversOn(plan.schedule, plan.startDate, day)) return empty('not_scheduled');
  if (isPaused(plan.pauses ?? [], day)) return empty('paused');
  if (override?.skip) return empty('skipped');

  const items: DayItem[] = plan.items
    .map((item) => ({ variantId: item.variantId, quantity: override?.quantities?.[item.variantId] ?? item.quantity }))
    .filter((item) => item.quantity > 0);
  // An extra that has since become one of the items is that item's: its own quantity (and the day's change) decides.
  const subscribed = new Set(plan.items.map((item) => item.variantId));
  for (const [variantId, quantity] of Object.entries(override?.extras ?? {})) {
    if (quantity > 0 && !subscribed.has(variantId)) items.push({ variantId, quantity, extra: true });
  }
  if (items.length === 0) return empty('skipped');
  return { ...base, items, reason: null };
}

/** The `days` days from `from` (inclusive), each with what comes or why nothing does. */
export function calendar(plan: SubscriptionPlan, from: string, days: number, now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): CalendarDay[] {
  const start = mustDay(from);
  return Array.from({ length: Math.max(0, days) }, (_, i) => planDay(plan, fromDayNumber(start + i), now, cutoffMinutes));
}

export type PauseCheck = { ok: true } | { ok: false; reason: 'order' | 'closed'; firstOpen: string };

/**
 * Whether a pause from `from` to `to` (inclusive; null: until resumed) may be set at `now`: its days must be in
 * order and every one still changeable, so the first must be on or after the first open day.
 */
export function checkPause(from: string, to: string | null, now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): PauseCheck {
  const firstOpen = firstChangeableDay(now, cutoffMinutes);
  if (to !== null && daysBetween(from, to) < 0) return { ok: false, reason: 'order', firstOpen };
  if (!isChangeable(from, now, cutoffMinutes)) return { ok: false, reason: 'closed', firstOpen };
  return { ok: true };
}

/**
 * The pauses left after resuming at `now`: days already closed keep their pause, the open days lose theirs (a pause
 * running into them ends the day before the first open day; pauses wholly ahead go).
 */
export function resumePauses(pauses: readonly Pause[], now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): Pause[] {
  const firstOpen = firstChangeableDay(now, cutoffMinutes);
  const lastClosed = shiftDay(firstOpen, -1);
  return pauses.filter((p) => p.from < firstOpen).map((p) => (p.to === null || p.to >= firstOpen ? { from: p.from, to: lastClosed } : { ...p }));
}
