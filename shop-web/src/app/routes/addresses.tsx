import { AddressesPage } from '@/features/addresses/components/addresses-page';

export function AddressesRoute() {
  return <AddressesPage />;
}
