/**
 * Hyderabad delivery is free when the subtotal is above this many rupees. The API prices every order
 * (HYDERABAD_FREE_SHIPPING_ABOVE_PAISE in api/src/domain/pricing/shipping.ts); this copy only words the
 * shop's nudge, and a test keeps the two equal (features/checkout/utils/__tests__/free-delivery.test.ts).
 */
export const HYDERABAD_FREE_DELIVERY_ABOVE = 1500;
