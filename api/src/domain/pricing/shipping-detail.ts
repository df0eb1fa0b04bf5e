import { toRupees } from '../money';
import { addDays, kolkataDay } from '../../lib/calendar';
import { billableGrams, HYDERABAD_FREE_SHIPPING_ABOVE_PAISE, RATE_PAISE_PER_KG, type ShippingZone } from './shipping';

/** Why shipping costs what it does, for the customer before they confirm (the quote's `shipping_detail`). */
export interface ShippingDetail {
  zone: ShippingZone;
  delivery: 'partner' | 'courier';
  billed_kg: number;
  rate_per_kg: number;
  free_above: number | null;
  free: boolean;
  /** Courier orders: the Hyderabad day the parcel leaves (the next morning) and the day it is expected. */
  dispatch_date: string | null;
  expected_date: string | null;
}

/** A courier order leaves the store the next morning and is expected within the store's courier days (Hyderabad days). */
export function courierDates(now: number, courierDays: number): { dispatch_date: string; expected_date: string } {
  return { dispatch_date: kolkataDay(addDays(new Date(now), 1)), expected_date: kolkataDay(addDays(new Date(now), courierDays)) };
}

export function shippingDetail(zone: ShippingZone, priced: { weightGrams: number; subtotalPaise: number }, now: number, courierDays: number): ShippingDetail {
  const riders = zone === 'hyderabad';
  return {
    zone,
    delivery: riders ? 'partner' : 'courier',
    billed_kg: billableGrams(priced.weightGrams) / 1000,
    rate_per_kg: toRupees(RATE_PAISE_PER_KG[zone]),
    free_above: riders ? toRupees(HYDERABAD_FREE_SHIPPING_ABOVE_PAISE) : null,
    free: riders && priced.subtotalPaise > HYDERABAD_FREE_SHIPPING_ABOVE_PAISE,
    ...(riders ? { dispatch_date: null, expected_date: null } : courierDates(now, courierDays)),
  };
}
