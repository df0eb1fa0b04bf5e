import { HYDERABAD_FREE_SHIPPING_ABOVE_PAISE } from '@farm-store/contracts/shipping';

/** Hyderabad delivery is free when the subtotal is above this many rupees: the API's threshold, for the shop's nudge. */
export const HYDERABAD_FREE_DELIVERY_ABOVE = HYDERABAD_FREE_SHIPPING_ABOVE_PAISE / 100;
