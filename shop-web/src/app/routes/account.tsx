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
  const leaving = useRef(false);
  // Logging out and a deleted account both leave for home and sign out once this page is gone: signing out while it
  // is still shown would let the sign-in guard's redirect ("Please sign in to continue") win over the way home.
  useEffect(
    () => () => {
      if (!leaving.current) return;
      signOut();
      queryClient.clear();
    },
    [queryClient],
  );
  const leaveForHome = () => {
    leaving.current = true;
    void navigate(paths.home, { replace: true });
  };
  return <AccountPage orderHistory={<OrderHistory />} onLogout={leaveForHome} onAccountDeleted={leaveForHome} />;
}
