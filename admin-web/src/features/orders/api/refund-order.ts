import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { AdminOrder } from './get-orders';

export type RefundBody = ContractType<'payments/RefundBodySchema'>;

/**
 * Refunds part or all of what an order was paid (rupees); Razorpay sends it back the way the customer paid. The
 * answer is `{order}` (the contracts name no schema for it, so it is typed here and not checked).
 */
export const refundOrder = ({ orderId, ...body }: RefundBody & { orderId: string }) =>
  api.post<{ order: AdminOrder }>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, body);

/** The order's details (and the list) reload after a refund, so its new refund shows. */
export function useRefundOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: refundOrder, onSuccess: reload }));
}
