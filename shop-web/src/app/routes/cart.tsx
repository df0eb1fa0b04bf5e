import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CartView } from '@/features/cart/components/cart-view';
import { saveCheckoutDetails } from '@/lib/checkout-details';

export function CartRoute() {
  const navigate = useNavigate();
  return (
    <CartView
      onProceed={(items, totalAmount) => {
        saveCheckoutDetails({ items, totalAmount, shippingAddress: null, slotId: null });
        void navigate(paths.checkout);
      }}
    />
  );
}
