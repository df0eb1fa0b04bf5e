import { CouponsPage } from '@/features/coupons/components/coupons-page';
import { useIsFirstOrder } from '@/features/orders/api/get-orders';
import { useUser } from '@/lib/session';

export function CouponsRoute() {
  const user = useUser();
  return <CouponsPage isFirstOrder={useIsFirstOrder(user !== null)} />;
}
