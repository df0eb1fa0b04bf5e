import { SLOT_ID_PATTERN } from '@farm-store/contracts/slots';
import { DELIVERY_STATUSES, type DeliveryStatus, type OrderFilters } from '../api/get-orders';

const SLOT_ID = new RegExp(SLOT_ID_PATTERN);

/**
 * The Orders tab's state lives in the URL query (`?status=Pending&outstation=true&partner=<id>&customer=<id>&slot=<slot id>&page=2&order=<id>`),
 * so reload, back/forward and a shared link keep it. Anything unreadable falls back to "no filter" / page 1.
 */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const status = search.get('status') ?? '';
  const outstation = search.get('outstation') ?? '';
  const slot = search.get('slot') ?? '';
  const page = Number(search.get('page'));
  return {
    status: DELIVERY_STATUSES.includes(status as DeliveryStatus) ? (status as DeliveryStatus) : '',
    outstation: outstation === 'true' || outstation === 'false' ? outstation : '',
    partner: search.get('partner') ?? '',
    customer: search.get('customer') ?? '',
    slot: SLOT_ID.test(slot) ? slot : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query with `change` applied ('' or null removes a key); a change of filter starts again at page 1. */
export function searchWith(search: URLSearchParams, change: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  const filterChanged = Object.keys(change).some((key) => key !== 'page' && key !== 'order');
  if (filterChanged) next.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
