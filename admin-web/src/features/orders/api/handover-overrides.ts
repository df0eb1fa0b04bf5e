import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey, useReloadAdminData } from '@/lib/admin-data';
import { api, errorMessage } from '@/lib/api-client';
import type { AdminOrder } from './get-orders';

/** Read this often as well as on every live order event (the dashboard reloads its data then). */
export const OVERRIDES_POLL_MS = 30_000;

// The contract names no list of admin orders; each is an AdminOrder.
export const getHandoverOverrides = () => api.get<AdminOrder[]>('/api/admin/handover-overrides');

/** Orders whose partner sent a photo from the door instead of the customer's code, oldest first (owners and managers). */
export const useHandoverOverrides = () =>
  useQuery({ queryKey: [...adminDataKey, 'handover-overrides'], queryFn: getHandoverOverrides, refetchInterval: OVERRIDES_POLL_MS });

export const approveHandover = (orderId: string) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/handover-override`, undefined, { contract: 'orders/AdminOrderSchema' });

const approveKey = (orderId: string) => ['approve-handover', orderId];

/**
 * Marks the order Delivered on the photo; the lists reload either way (a refusal means the order moved meanwhile).
 * The outcome is said here, not by the button: its row leaves the waiting list as soon as the lists reload.
 */
export function useApproveHandover(orderId: string) {
  const reload = useReloadAdminData();
  const toast = useToast();
  return useSingleFlight(
    useMutation({
      mutationKey: approveKey(orderId),
      mutationFn: () => approveHandover(orderId),
      onSuccess: () => toast.success(`Order #${shortOrderId(orderId)} is Delivered.`),
      onError: (failure) => toast.error(errorMessage(failure, 'Could not approve the delivery. Please try again.')),
      onSettled: reload,
    }),
  );
}

/** The same order may be approved from the waiting list and from its details: both buttons wait for either. */
export const useApprovingHandover = (orderId: string) => useIsMutating({ mutationKey: approveKey(orderId) }) > 0;
