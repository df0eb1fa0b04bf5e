import { useOrderStep } from './order-step';

/** Out for Delivery → Delivered. */
export const useCompleteOrder = (options?: { onError?: (error: unknown) => void }) => useOrderStep('complete', ['Delivered'], options);
