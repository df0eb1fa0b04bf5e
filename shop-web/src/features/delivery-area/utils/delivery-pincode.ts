import { createLocalStore } from '@/lib/local-store';

/** The pincode the shopper asked "do you deliver here?" for, remembered on the device (signed in or not). */
const store = createLocalStore('deliveryPincode', (raw) => (typeof raw === 'string' && /^[1-9]\d{5}$/.test(raw) ? raw : null));

export const useDeliveryPincode = store.useValue;
export const setDeliveryPincode = (pincode: string) => store.write(pincode);
