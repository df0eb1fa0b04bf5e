import { OrderSuccess } from '@/features/checkout/components/order-success';

export function OrderSuccessRoute() {
  return <OrderSuccess />;
}
