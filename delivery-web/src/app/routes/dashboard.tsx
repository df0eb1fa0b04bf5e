import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LocationHelp } from '@/features/location-sharing/components/location-help';
import { TrackingIndicator } from '@/features/location-sharing/components/tracking-indicator';
import { useLocationSharing } from '@/features/location-sharing/hooks/use-location-sharing';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderList } from '@/features/orders/components/order-list';
import { hasOrderOutForDelivery } from '@/features/orders/utils/order-status';
import { Button } from '@farm-store/shared-ui/host/kit';
import { clearSession, getSession, type Session } from '@/lib/session';
import './dashboard.css';

export function DashboardRoute() {
  // The route's guard (RequireSession) guarantees a session; read it once per visit.
  const [session] = useState(() => getSession() as Session);
  const readOnly = session.kind === 'admin';
  const orders = useOrders(session);
  const tracking = useLocationSharing(!readOnly && hasOrderOutForDelivery(orders.data));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = () => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
  const name = session.kind === 'partner' ? (session.partner?.name ?? 'Partner') : 'Admin';

  return (
    <div className="dashboard">
      <header className="dashboard__bar">
        <div className="dashboard__who">
          <h1>Hello, {name}!</h1>
          {readOnly ? (
            <a className="fsui-link-button fsui-link-button--touch dashboard__quiet-link" href="/admin">
              Back to admin
            </a>
          ) : (
            <button type="button" className="fsui-link-button fsui-link-button--touch dashboard__quiet-link" onClick={signOut}>
              Sign out
            </button>
          )}
        </div>
        <div className="dashboard__controls">
          <TrackingIndicator active={tracking.active} />
          <Button variant="secondary" busy={orders.isFetching} onClick={() => void orders.refetch()}>
            Refresh
          </Button>
        </div>
      </header>
      <main className="dashboard__main">
        {tracking.problem && <LocationHelp problem={tracking.problem} onRetry={tracking.retry} />}
        {readOnly && (
          <>
            <h2 className="dashboard__title">All Orders</h2>
            <p className="dashboard__note">View only: every order in the store. Delivery partners accept and complete them.</p>
          </>
        )}
        <OrderList query={orders} readOnly={readOnly} />
      </main>
    </div>
  );
}
