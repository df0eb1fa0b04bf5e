import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '../api/get-orders';
import { putOrderStep } from '../api/order-step';
import type { DeliveryOrder } from '../types';
import { ARRIVED_WITHIN_M, metresBetween } from '../utils/distance';
import { deliveryStatusOf, OUT_FOR_DELIVERY } from '../utils/order-status';

/**
 * Marks the rider arrived on their own orders when a position read comes within 150 m of one's destination, so
 * the customer hears it even when the rider's hands are full. Each order is sent once; a request that did not get
 * through (no signal) may go again with a later position.
 */
export function useAutoArrive(orders: DeliveryOrder[] | undefined) {
  const queryClient = useQueryClient();
  const latest = useRef(orders);
  const sent = useRef(new Set<string>());
  useEffect(() => {
    latest.current = orders;
  }, [orders]);

  return useCallback(
    (here: { latitude: number; longitude: number }) => {
      for (const order of latest.current ?? []) {
        const { destination, handover } = order;
        if (deliveryStatusOf(order) !== OUT_FOR_DELIVERY || !destination || !handover || handover.arrived_at || sent.current.has(order.id)) continue;
        if (metresBetween(here, destination) > ARRIVED_WITHIN_M) continue;
        sent.current.add(order.id);
        putOrderStep(order.id, 'arrived')
          .catch((error: unknown) => {
            console.error('Could not mark the order arrived.', error);
            sent.current.delete(order.id);
          })
          .finally(() => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }));
      }
    },
    [queryClient],
  );
}
