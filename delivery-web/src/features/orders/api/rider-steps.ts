import { useOrderStep } from './order-step';

/** The rider has the order in hand and sets off (the status stays Out for Delivery). */
export const usePickedUp = () => useOrderStep('picked-up', (order) => order.handover.picked_up_at !== null);

/** The rider is at the customer's door. */
export const useArrived = () => useOrderStep('arrived', (order) => order.handover.arrived_at !== null);
