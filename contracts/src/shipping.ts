/**
 * Hyderabad delivery is free when the order's subtotal is above this, in paise. The API prices every order with it
 * (api/src/domain/pricing/shipping.ts); the shop words its "add ₹X for free delivery" nudge with the same number.
 */
export const HYDERABAD_FREE_SHIPPING_ABOVE_PAISE = 1500_00;
