import type { ContractType } from '@/lib/api-client';
import { deliveryStatusOf } from '../utils/order-status';
import { useOrderStep } from './order-step';

/** What the partner confirms when handing over: the customer's handover code, the cash collected (paise) and, when it differs, why. */
export type Handover = NonNullable<ContractType<'delivery/CompleteBodySchema'>>;

/** Out for Delivery → Delivered, with the code and the cash collected. */
export const useCompleteOrder = () => useOrderStep('complete', (order) => deliveryStatusOf(order) === 'Delivered');
