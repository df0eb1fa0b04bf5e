import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LocationHelp } from '@/features/location-sharing/components/location-help';
import { TrackingIndicator } from '@/features/location-sharing/components/tracking-indicator';
import { useLocationSharing } from '@/features/location-sharing/hooks/use-location-sharing';
import { ordersQueryKey, useOrders } from '@/features/orders/api/get-orders';
import { OrderList } from '@/features/orders/components/order-list';
import { useAutoArrive } from '@/features/orders/hooks/use-auto-arrive';
import { hasOrderOutForDelivery } from '@/features/orders/utils/order-status';
import { slotLabel } from '@/features/orders/utils/slot';
import { RouteView } from '@/features/route/components/route-view';
import { Button, Tabs } from '@farm-store/shared-ui/host/kit';
import { clearSession, getSession, type Session } from '@/lib/session';
import './dashboard.css';

export function DashboardRoute() {
  // The route's guard (RequireSession) guarantees a session; read it once per visit.
  const [session] = useState(() => getSession() as Session);
  const readOnly = session.kind === 'admin';
  const orders = useOrders(session);
  const arriveNear = useAutoArrive(orders.data);
  const tracking = useLocationSharing(!readOnly && hasOrderOutForDelivery(orders.data), { onPosition: arriveNear });
  const [tab, setTab] = useState<'orders' | 'route'>('orders');
  const ordersData = orders.data;
  const slotLabelOf = useCallback(
    (orderId: string) => {
      const slot = ordersData?.find((order) => order.id === orderId)?.slot;
      return slot ? slotLabel(slot) : null;
    },
    [ordersData],
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The orders and, when it is open, the route made from them.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
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
          <Button variant="secondary" busy={orders.isFetching} onClick={refresh}>
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
        {readOnly ? (
          <OrderList query={orders} readOnly />
        ) : (
          <Tabs
            label="Your day"
            selected={tab}
            onSelect={(id) => setTab(id as typeof tab)}
            tabs={[
              { id: 'orders', label: 'Orders', content: <OrderList query={orders} readOnly={false} /> },
              { id: 'route', label: 'Route', content: <RouteView slotLabelOf={slotLabelOf} /> },
            ]}
          />
        )}
      </main>
    </div>
  );
}
