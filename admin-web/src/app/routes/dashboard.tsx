import { useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasAdminToken } from '@/config/auth';
import { CouponsPanel } from '@/features/coupons/components/coupons-panel';
import { useCoupons } from '@/features/coupons/api/get-coupons';
import { InquiriesPanel } from '@/features/inquiries/components/inquiries-panel';
import { FailedMessagesPanel } from '@/features/notifications/components/failed-messages-panel';
import { OrderAlertSettings, OrdersTabLabel } from '@/features/notifications/components/order-alert-settings';
import { useNewOrderAlerts } from '@/features/notifications/hooks/use-new-order-alerts';
import { useInquiries } from '@/features/inquiries/api/get-inquiries';
import { NO_ORDER_FILTERS, useOrders } from '@/features/orders/api/get-orders';
import { OrdersPanel } from '@/features/orders/components/orders-panel';
import { usePartners } from '@/features/partners/api/get-partners';
import { PartnersPanel } from '@/features/partners/components/partners-panel';
import { useProducts } from '@/features/products/api/get-products';
import { ProductsPanel } from '@/features/products/components/products-panel';
import { useStats } from '@/features/stats/api/get-stats';
import { Overview } from '@/features/stats/components/overview';
import { StatsCards } from '@/features/stats/components/stats-cards';
import { useUsers } from '@/features/users/api/get-users';
import { UsersPanel } from '@/features/users/components/users-panel';
import { adminDataKey, useReloadAdminData } from '@/lib/admin-data';
import { errorMessage } from '@/lib/api-client';
import { Button, Tabs } from '@shared-ui-host/kit';
import { AuditPanel } from '@/features/audit/components/audit-panel';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { currentStaff, staffMay, type Permission } from '@/features/auth/utils/staff-session';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import { signOut } from '../sign-out';
import './dashboard.css';

/** SPEC §2 Admin dashboard. Every list loads together on open, and reloads together after a change or refresh (§4). */
export function DashboardRoute() {
  const navigate = useNavigate();
  const reload = useReloadAdminData();
  const refreshing = useIsFetching({ queryKey: adminDataKey }) > 0;
  const [tab, setTab] = useState(() => (staffMay('dashboard') ? 'overview' : 'orders'));
  const alerts = useNewOrderAlerts(tab === 'orders');
  // The Partners tab's way to the orders of a partner it just disabled.
  const [ordersOf, setOrdersOf] = useState<{ id: string; name: string } | null>(null);
  const partners = usePartners();
  const loads = [useStats(), useProducts(), useUsers(), useOrders(NO_ORDER_FILTERS), partners, useCoupons(), useInquiries()];
  // A list the role may not read answers 403; only the ones it may use count as failures.
  const loadPermissions: Permission[] = ['dashboard', 'catalogue', 'customers', 'orders', 'partners', 'coupons', 'inquiries'];
  const failed = loads.find((load, i) => load.isError && staffMay(loadPermissions[i]!));
  const staff = currentStaff();
  const [changingPassword, setChangingPassword] = useState(false);
  const banner = !hasAdminToken()
    ? 'Admin authorization token not found.'
    : failed
      ? errorMessage(failed.error, 'Failed to fetch admin data.')
      : '';


  return (
    <main className="dashboard">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">Admin Control Panel</p>
          <h1>Admin Dashboard</h1>
          {staff && (
            <p className="dashboard__eyebrow">
              {staff.name} · {staff.role}
            </p>
          )}
        </div>
        <div className="dashboard__actions">
          <Button variant="secondary" busy={refreshing} onClick={() => void reload()}>
            Refresh Data
          </Button>
          <Button variant="secondary" onClick={() => setChangingPassword(true)}>
            Change My Password
          </Button>
          <Button variant="ghost" onClick={() => signOut((path) => navigate(path, { replace: true }))}>
            Sign Out
          </Button>
        </div>
        <OrderAlertSettings live={alerts.live} soundOn={alerts.soundOn} onSoundChange={alerts.setSoundOn} />
      </header>
      {banner && (
        <p className="dashboard__banner" role="alert">
          {banner}
        </p>
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {staffMay('dashboard') && <StatsCards />}
      <Tabs
        label="Dashboard sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'overview', label: 'Overview', content: <Overview />, may: 'dashboard' as Permission },
          { id: 'products', label: 'Products', content: <ProductsPanel />, may: 'catalogue' as Permission },
          { id: 'users', label: 'Users', content: <UsersPanel />, may: 'customers' as Permission },
          {
            id: 'orders',
            label: <OrdersTabLabel unseen={alerts.unseen} />,
            content: (
              <OrdersPanel
                partners={(partners.data ?? []).filter((partner) => partner.active)}
                partnerFilter={ordersOf}
                onClearPartnerFilter={() => setOrdersOf(null)}
              />
            ),
            may: 'orders' as Permission,
          },
          { id: 'coupons', label: 'Coupons', content: <CouponsPanel />, may: 'coupons' as Permission },
          {
            id: 'partners',
            label: 'Partners',
            content: (
              <PartnersPanel
                onShowOrders={(partner) => {
                  setOrdersOf(partner);
                  setTab('orders');
                }}
              />
            ),
            may: 'partners' as Permission,
          },
          { id: 'inquiries', label: 'Inquiries', content: <InquiriesPanel />, may: 'inquiries' as Permission },
          { id: 'messages', label: 'Messages', content: <FailedMessagesPanel />, may: 'orders' as Permission },
          { id: 'staff', label: 'Staff', content: <StaffPanel />, may: 'staff' as Permission },
          { id: 'audit', label: 'Audit', content: <AuditPanel />, may: 'audit' as Permission },
        ]
          // Tabs the role may not use are not shown (the API refuses them anyway).
          .filter((t) => staffMay(t.may))
          .map(({ may: _may, ...t }) => t)}
      />
    </main>
  );
}
