// One short form of an order id for every app: people read and say the last 8 characters; the full id
// stays available to copy (support looks orders up by it).

/** How many trailing characters of an id the short form keeps. */
export const SHORT_ORDER_ID_LENGTH = 8;

/** '6650f1c2a9e4b7d3e1f0a9b8' → 'E1F0A9B8'. */
export function shortOrderId(id: string): string {
  return id.slice(-SHORT_ORDER_ID_LENGTH).toUpperCase();
}
