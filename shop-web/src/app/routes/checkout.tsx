import { useState } from 'react';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { AddressPicker } from '@/features/addresses/components/address-picker';
import { isSelectable } from '@/features/addresses/utils/address';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import type { Address } from '@/types/api';

export function CheckoutRoute() {
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<Address | null>(null);
  // The first address the store can deliver to is preselected until the customer picks another (or adds one); one
  // saved without a pincode is never chosen until it is completed.
  const selectable = addresses.data?.filter(isSelectable);
  const selected = (chosen && selectable?.find((a) => a.id === chosen.id)) ?? (chosen && isSelectable(chosen) ? chosen : null) ?? selectable?.[0] ?? null;
  return <CheckoutView address={selected} addressPicker={<AddressPicker selectedId={selected?.id ?? null} onSelect={setChosen} />} />;
}
