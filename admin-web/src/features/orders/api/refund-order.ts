import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type RefundBody = ContractType<'payments/RefundBodySchema'>;

/** Refunds part or all of what an order was paid (rupees); Razorpay sends it back the way the customer paid. */
export const refundOrder = ({ orderId, ...body }: RefundBody & { orderId: string }) =>
  api.post(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, body, { contract: 'orders/AdminOrderAnswerSchema' });

/** The order's details (and the list) reload after a refund, so its new refund shows. */
export function useRefundOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: refundOrder, onSuccess: reload }));
}
