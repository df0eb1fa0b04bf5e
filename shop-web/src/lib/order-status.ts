import type { TFunction } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import type { Order } from '@/types/api';

/**
 * A delivery status in the customer's words, for the order's badge and each entry of its timeline. Given the order,
 * a waiting order says what it waits for (a rider, or packing for the courier) and a cancelled one who cancelled it.
 */
export function orderStatusText(t: TFunction, status: string, order?: Pick<Order, 'delivery_type' | 'cancellation'>): string {
  if (order && status === 'Pending')
    return t(order.delivery_type === 'automated' ? 'orders.statusFor.preparingParcel' : 'orders.statusFor.waitingRider', { ns: SCREENS_NS });
  if (order?.cancellation && status === 'Cancelled') return t(`orders.statusFor.cancelledBy.${order.cancellation.by}`, { ns: SCREENS_NS });
  return t(`orders.status.${status}`, { ns: SCREENS_NS, defaultValue: status });
}
