import { useState } from 'react';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { AddressPicker } from '@/features/addresses/components/address-picker';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import type { Address } from '@/types/api';

export function CheckoutRoute() {
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<Address | null>(null);
  // The first saved address is preselected until the customer picks another (or adds one).
  const selected = (chosen && addresses.data?.find((a) => a.id === chosen.id)) ?? chosen ?? addresses.data?.[0] ?? null;
  return <CheckoutView address={selected} addressPicker={<AddressPicker selectedId={selected?.id ?? null} onSelect={setChosen} />} />;
}
