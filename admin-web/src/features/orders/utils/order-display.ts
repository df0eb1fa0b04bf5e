import type { BadgeTone } from '@shared-ui-host/kit';
import type { AdminOrder } from '../api/get-orders';
import { formatDate } from '@/lib/format';

export const AUTOMATED_TOOLTIP = 'This order is handled automatically';

export const deliveryStatusOf = (order: AdminOrder) => order.delivery_status ?? 'Pending';

/** Only Pending partner orders can be assigned (SPEC §4). */
export const canAssign = (order: AdminOrder) => order.delivery_type !== 'automated' && deliveryStatusOf(order) === 'Pending';

export const carrierOf = (order: AdminOrder) =>
  order.delivery_type === 'automated' ? 'Automated' : (order.partner_name ?? 'Unassigned');

const localDate = (iso: string) => formatDate(iso, '2-digit');

/** Expected delivery date ('Exp') when known, else the order date ('On'). */
export const dateOf = (order: AdminOrder) =>
  order.expected_delivery_date ? `Exp ${localDate(order.expected_delivery_date)}` : `On ${localDate(order.created_at)}`;

const TONES: Partial<Record<string, BadgeTone>> = { 'Out for Delivery': 'blue', Delivered: 'green', Completed: 'green', Assigned: 'yellow', Cancelled: 'red' };
export const statusTone = (status: string): BadgeTone => TONES[status] ?? 'grey';
