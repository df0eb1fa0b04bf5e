import { deliveryStatusOf, OUT_FOR_DELIVERY } from '../utils/order-status';
import { useOrderStep } from './order-step';

/** Assigned → Out for Delivery. */
export const useAcceptOrder = (options?: { onError?: (error: unknown) => void }) =>
  useOrderStep('accept', (order) => [OUT_FOR_DELIVERY, 'Delivered'].includes(deliveryStatusOf(order)), options);
