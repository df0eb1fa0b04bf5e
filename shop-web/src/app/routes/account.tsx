import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/account/components/account-page';
import { OrderHistory } from '@/features/orders/components/order-history';
import { signOut } from '@/lib/session';

export function AccountRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AccountPage
      orderHistory={<OrderHistory />}
      onLogout={() => {
        signOut();
        queryClient.clear();
        navigate(paths.auth, { replace: true });
      }}
    />
  );
}
