import type { Address } from '@/types/api';

/**
 * Whether checkout may deliver to a saved address: the store has placed it in a zone. An address saved before
 * pincodes were asked for (zone null) needs its pincode added first.
 */
export const isSelectable = (address: Pick<Address, 'zone'>) => address.zone !== null;

/** The address as one line: its text, then its landmark and pincode where the text does not already say them. */
export const addressLine = (address: Pick<Address, 'value' | 'pincode' | 'landmark'>) =>
  [
    address.value,
    address.landmark && !address.value.includes(address.landmark) ? address.landmark : null,
    address.pincode && !address.value.includes(address.pincode) ? address.pincode : null,
  ]
    .filter(Boolean)
    .join(' – ');
