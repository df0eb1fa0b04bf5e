import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey, useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
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

/** Marks the order Delivered on the photo; the lists reload either way (a refusal means the order moved meanwhile). */
export function useApproveHandover(orderId: string) {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationKey: approveKey(orderId), mutationFn: () => approveHandover(orderId), onSettled: reload }));
}

/** The same order may be approved from the waiting list and from its details: both buttons wait for either. */
export const useApprovingHandover = (orderId: string) => useIsMutating({ mutationKey: approveKey(orderId) }) > 0;
