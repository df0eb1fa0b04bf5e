import { createLocalStore } from './local-store';

/**
 * The coupon code applied at payment, kept on the device until the order is placed (or the coupon is removed
 * or refused), so a visit to the coupons page or a reload does not lose it. Signing out clears it with the
 * rest of the storage.
 */
const store = createLocalStore('appliedCoupon', (raw) => (typeof raw === 'string' && raw.trim() ? raw.trim().toUpperCase() : null));

export const useAppliedCoupon = store.useValue;
export const saveAppliedCoupon = (code: string | null) => store.write(code);
