import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PaymentView } from '@/features/checkout/components/payment-view';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';
import { finishCheckout } from '@/lib/checkout-details';

export function PaymentRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PaymentView
      onPlaced={(order) => {
        void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
        finishCheckout();
        void navigate(paths.orderSuccess, { state: order, replace: true });
      }}
    />
  );
}
