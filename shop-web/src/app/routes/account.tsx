import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/account/components/account-page';
import { OrderHistory } from '@/features/orders/components/order-history';
import { signOut } from '@/lib/session';

export function AccountRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  // A deleted account leaves for home and signs out once this page is gone: signing out while it is still
  // shown would let the sign-in guard's redirect win over the way home.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      signOut();
      queryClient.clear();
    },
    [queryClient],
  );
  return (
    <AccountPage
      orderHistory={<OrderHistory />}
      onLogout={() => {
        signOut();
        queryClient.clear();
        void navigate(paths.auth, { replace: true });
      }}
      onAccountDeleted={() => {
        deleted.current = true;
        void navigate(paths.home, { replace: true });
      }}
    />
  );
}
