import type { TaxClass } from '@farm-store/contracts/bills';
import { slicer } from '../../lib/slices';
import type { Preferences } from '../accounts/preferences';
import type { PricingRow } from '../catalogue/pricing-reads';
import type { StockLine } from '../catalogue/stock';
import { notifyOrderChange } from '../notifications/service';
import { countPlacedOrder, countPlacedOrders, counterWriteFailed } from './counters';
import { rememberOrderWrite } from './newest-page';
import type { StoredOrder } from './views';
import { trackWaiting, trackWaitingOrders } from './waiting';

/**
 * What every new order is made of, whoever places it: checkout (place-order.ts) and a subscription's delivery
 * (subscription-orders.ts). The lines snapshot the catalogue as priced, so later catalogue changes never alter them.
 */

export interface PricedItem {
  variant_id: string;
  product_id: string;
  name: string;
  variantLabel: string;
  quantity: number;
  price_paise: number;
  image_url: string | null;
  line_total_paise: number;
  /** Shipping weight of one unit. */
  weight_grams: number;
  /** Sold by weight: priced at the nominal weight, re-priced when packed. */
  weighed: { price_per_kg_paise: number; tolerance_pct: number } | null;
  name_te: string;
  tax: TaxClass;
}

/** A catalogue row priced for `quantity` units (the caller has checked it has a shipping weight). */
export function pricedItem(v: PricingRow, quantity: number): PricedItem {
  return {
    variant_id: v.variant_id,
    product_id: v.product_id,
    name: v.product_name,
    variantLabel: v.label,
    quantity,
    price_paise: v.price_paise,
    image_url: v.image_url,
    line_total_paise: v.price_paise * quantity,
    weight_grams: v.weight_grams ?? 0,
    weighed: v.weighed,
    name_te: v.name_te,
    tax: v.tax,
  };
}

/** The stock an order takes: one line per item, named the way the shopper sees it. */
export const stockLines = (items: PricedItem[]): StockLine[] =>
  items.map((i) => ({ variant_id: i.variant_id, quantity: i.quantity, name: `${i.name} (${i.variantLabel})` }));

/** The stored lines of a new order; `counted`: the variants whose stock placing it took. */
export function orderLines(items: PricedItem[], counted: Set<string>) {
  return items.map((i) => ({
    product_id: i.product_id,
    variant_id: i.variant_id,
    name: i.name,
    variantLabel: i.variantLabel,
    quantity: i.quantity,
    price_paise: i.price_paise,
    image_url: i.image_url,
    weight_grams: i.weight_grams,
    stock_taken: counted.has(i.variant_id),
    name_te: i.name_te || undefined,
    hsn: i.tax.hsn,
    gst_rates: i.tax.rates,
    ...(i.weighed && {
      sold_by_weight: true,
      price_per_kg_paise: i.weighed.price_per_kg_paise,
      tolerance_pct: i.weighed.tolerance_pct,
      nominal_grams: i.weight_grams * i.quantity,
    }),
  }));
}

/** The fields of an order with lines sold by weight: it waits for their packed weights (docs/weights.md). */
export const weighedOrderFields = (items: PricedItem[], totalPaise: number) =>
  items.some((i) => i.weighed) ? { nominal_total_paise: totalPaise, awaiting_weights: true, packings: 0 } : {};

/**
 * After a new order was inserted: the admin list's cache, the counters and waiting list (a failed counter write must
 * not fail, and so invite a duplicate of, an order that is stored), then its "placed" message.
 */
export async function afterOrderStored(order: StoredOrder, noteId: string, preferences?: Preferences): Promise<void> {
  rememberOrderWrite(order);
  await Promise.all([countPlacedOrder(order).catch(counterWriteFailed), trackWaiting(order).catch(counterWriteFailed)]);
  await notifyOrderChange(order, noteId, preferences);
}

/** After subscription orders were inserted together: the admin list's cache, the counters and waiting list in bulk. */
export async function afterOrdersStored(orders: StoredOrder[]): Promise<void> {
  const pause = slicer();
  for (const order of orders) {
    await pause();
    rememberOrderWrite(order);
  }
  await Promise.all([countPlacedOrders(orders).catch(counterWriteFailed), trackWaitingOrders(orders).catch(counterWriteFailed)]);
}
