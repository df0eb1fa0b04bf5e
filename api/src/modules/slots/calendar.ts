import { SLOT_DAYS_AHEAD } from '@farm-store/contracts/slots';
import { kolkataDay } from '../../lib/calendar';

/**
 * Slot times. A slot is a template on a Hyderabad day; its id names both (`hyderabad-2026-11-30-0700-0900`), so an
 * order, a hold and a counter agree on it without a stored slot. Every instant is Asia/Kolkata (+05:30, no daylight
 * saving), whatever zone the server runs in.
 */

export interface SlotKey {
  zone: string;
  /** YYYY-MM-DD, Hyderabad. */
  date: string;
  /** HH:MM, Hyderabad. */
  start: string;
  end: string;
}

export type Cutoff = { kind: 'day_before'; at: string } | { kind: 'hours_before'; hours: number };

const IST = '+05:30';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ID = /^([a-zA-Z]+)-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})-(\d{2})(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const slotIdOf = (k: SlotKey): string => `${k.zone}-${k.date}-${k.start.replace(':', '')}-${k.end.replace(':', '')}`;

/** The instant a Hyderabad clock time on a Hyderabad day is. */
export const kolkataInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00${IST}`);

/** The parts of a slot id, or null when it is not one (a day that does not exist, a time that is not a time). */
export function parseSlotId(id: string): SlotKey | null {
  const m = ID.exec(id);
  if (!m) return null;
  const [, zone, date, sh, sm, eh, em] = m as unknown as [string, string, string, string, string, string, string];
  const start = `${sh}:${sm}`;
  const end = `${eh}:${em}`;
  if (!CLOCK.test(start) || !CLOCK.test(end) || end <= start) return null;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  return { zone, date, start, end };
}

/** 0 Sunday … 6 Saturday, of a calendar day. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Hyderabad day `days` after `date`. */
export const dayAfter = (date: string, days = 1): string => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The days slots are offered on: today in Hyderabad and the next ones. */
export function offeredDays(now: number): string[] {
  const today = kolkataDay(new Date(now));
  return Array.from({ length: SLOT_DAYS_AHEAD }, (_, i) => dayAfter(today, i));
}

export interface SlotInstants {
  starts_at: Date;
  ends_at: Date;
  /** Orders are taken until this instant (exclusive). */
  cutoff_at: Date;
}

export function slotInstants(key: SlotKey, cutoff: Cutoff): SlotInstants {
  const starts_at = kolkataInstant(key.date, key.start);
  const cutoff_at = cutoff.kind === 'day_before' ? kolkataInstant(dayAfter(key.date, -1), cutoff.at) : new Date(starts_at.getTime() - cutoff.hours * HOUR_MS);
  return { starts_at, ends_at: kolkataInstant(key.date, key.end), cutoff_at };
}
