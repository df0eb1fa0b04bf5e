import { toRupees } from '../../domain/money';
import { BadRequestError } from '../../lib/errors';
import { csvFile, istDateTime } from '../../lib/csv';
import { OrderModel, type DeliveryStatus } from './model';
import { adminOrderFilter } from './service';
import type { StoredOrder } from './views';

/**
 * The orders as CSV for the store's books (GET /api/admin/orders/export): one row per order line, amounts in
 * rupees, dates in Hyderabad time. The order's own amounts (subtotal, discounts, shipping, total) are on its
 * first line only, so a spreadsheet's column sum is the real sum.
 */

export interface ExportFilters {
  /** YYYY-MM-DD, Hyderabad calendar, inclusive. */
  from?: string;
  to?: string;
  status?: DeliveryStatus;
}

/** More orders than this in one file is refused: a narrower date range answers within the request's time. */
export const MAX_EXPORT_ORDERS = 20_000;

const HEADER = [
  'Order',
  'Placed (IST)',
  'Customer',
  'Phone',
  'Address',
  'Delivery',
  'Delivery status',
  'Status',
  'Product',
  'Size',
  'Quantity',
  'Unit price (Rs)',
  'Line total (Rs)',
  'Subtotal (Rs)',
  'First-order discount (Rs)',
  'Coupon',
  'Coupon discount (Rs)',
  'Shipping (Rs)',
  'Total (Rs)',
  'Courier',
  'Tracking number',
];

const rupees = (paise: number) => toRupees(paise).toFixed(2);

function orderRows(order: StoredOrder): string[][] {
  return order.items.map((item, index) => {
    const first = index === 0;
    const orderAmount = (paise: number) => (first ? rupees(paise) : '');
    return [
      order._id.toString(),
      istDateTime(order.created_at),
      order.customer_name,
      order.customer_phone,
      order.shipping_address.value ?? '',
      order.delivery_type === 'automated' ? 'Courier' : 'Partner',
      order.delivery_status,
      order.status,
      item.name,
      item.variantLabel,
      String(item.quantity),
      rupees(item.price_paise),
      rupees(item.price_paise * item.quantity),
      orderAmount(order.subtotal_paise),
      orderAmount(order.first_order_discount_paise),
      first ? (order.coupon_code ?? '') : '',
      orderAmount(order.coupon_discount_paise),
      orderAmount(order.shipping_paise),
      orderAmount(order.total_paise),
      order.courier ?? '',
      order.tracking_number ?? '',
    ];
  });
}

/** The CSV text of the orders matching the filters, oldest first (a byte-order mark so Excel reads ₹ and Telugu). */
export async function exportOrdersCsv(filters: ExportFilters): Promise<string> {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new BadRequestError('The start date is after the end date.');
  }
  const filter = adminOrderFilter(filters);
  const count = await OrderModel.countDocuments(filter);
  if (count > MAX_EXPORT_ORDERS) {
    throw new BadRequestError(`That is ${count} orders; at most ${MAX_EXPORT_ORDERS} fit in one file. Please choose a shorter period.`);
  }
  const rows: string[][] = [];
  const cursor = OrderModel.find(filter).sort({ created_at: 1, _id: 1 }).lean<StoredOrder[]>().cursor({ batchSize: 500 });
  for await (const order of cursor as AsyncIterable<StoredOrder>) rows.push(...orderRows(order));
  return csvFile(HEADER, rows);
}
