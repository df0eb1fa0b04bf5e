import { Types } from 'mongoose';
import { adminHeaders, customerHeaders, type Customer } from '../helpers/accounts';
import { http, type TestApp } from '../helpers/build-app';

// What the slot tests share: a slot template made through the staff API, customers, and instants in Hyderabad time.

export const BANJARA_HILLS = { label: 'Home', value: 'Flat 4B, Green Residency, Road 12, Banjara Hills', pincode: '500034' };
export const PINCODE = '500034';

/** An instant written in Hyderabad time ("2026-12-01T21:59:59"), whatever zone the process runs in. */
export const ist = (local: string): number => new Date(`${local}+05:30`).getTime();

export interface TemplateInput {
  weekdays?: number[];
  start?: string;
  end?: string;
  capacity_orders?: number;
  capacity_kg?: number;
  cutoff?: { kind: 'day_before'; at: string } | { kind: 'hours_before'; hours: number };
}

/** Adds a slot template for every weekday (07:00–09:00, closing 22:00 the evening before, unless told otherwise). */
export async function addTemplate(t: TestApp, input: TemplateInput = {}): Promise<string> {
  const body = {
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    start: '07:00',
    end: '09:00',
    capacity_orders: 20,
    capacity_kg: 60,
    cutoff: { kind: 'day_before', at: '22:00' },
    ...input,
  };
  const res = await http(t.url).post('/api/admin/slots/templates', body, adminHeaders(t));
  if (res.status !== 201) throw new Error(`template failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A signed-in customer stored straight in the database (no sign-up call). */
export async function quickCustomer(t: TestApp): Promise<Customer> {
  const id = new Types.ObjectId().toString();
  return { id, name: 'Test Customer', phone: '', headers: await customerHeaders(t, id) };
}

/** The slot id of a day and times in the Hyderabad zone. */
export const slotId = (date: string, start = '0700', end = '0900') => `hyderabad-${date}-${start}-${end}`;
