import type { ContractType } from '@/lib/api-client';
import { useOrderStep } from './order-step';

/** What the partner confirms when handing over: the cash collected (paise) and, when it differs, why. */
export type CashCollected = NonNullable<ContractType<'delivery/CompleteBodySchema'>>;

/** Out for Delivery → Delivered, with the cash collected. */
export const useCompleteOrder = (options?: { onError?: (error: unknown) => void }) => useOrderStep('complete', ['Delivered'], options);
