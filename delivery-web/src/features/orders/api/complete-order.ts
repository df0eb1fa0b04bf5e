import { useOrderStep } from './order-step';

/** What the partner confirms when handing over: the cash collected (paise) and, when it differs, why. */
export interface CashCollected {
  cash_collected_paise: number;
  note?: string;
}

/** Out for Delivery → Delivered, with the cash collected. */
export const useCompleteOrder = (options?: { onError?: (error: unknown) => void }) => useOrderStep('complete', ['Delivered'], options);
