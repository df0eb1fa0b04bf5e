import { useState, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { hasAdminToken } from '@/config/auth';
import { tabPath } from '@/config/paths';
import { DeliverySettingsForm } from '@/features/delivery/components/delivery-settings-form';
import { ComplaintsPanel } from '@/features/complaints/components/complaints-panel';
import { CouponsPanel } from '@/features/coupons/components/coupons-panel';
import { useCoupons } from '@/features/coupons/api/get-coupons';
import { InquiriesPanel } from '@/features/inquiries/components/inquiries-panel';
import { FailedMessagesPanel } from '@/features/notifications/components/failed-messages-panel';
import { OrderAlertSettings, OrdersTabLabel } from '@/features/notifications/components/order-alert-settings';
import { useNewOrderAlerts } from '@/features/notifications/hooks/use-new-order-alerts';
import { useInquiries } from '@/features/inquiries/api/get-inquiries';
import { NO_ORDER_FILTERS, useOrders } from '@/features/orders/api/get-orders';
import { OrdersPanel } from '@/features/orders/components/orders-panel';
import { PaymentsPanel } from '@/features/payments/components/payments-panel';
import { GstExportForm } from '@/features/gst/components/gst-export-form';
import { StoreSettingsForm } from '@/features/gst/components/store-settings-form';
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
import { Button, Tabs } from '@farm-store/shared-ui/host/kit';
import { AuditPanel } from '@/features/audit/components/audit-panel';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { currentStaff, staffMay, type Permission } from '@/features/auth/utils/staff-session';
import { SlotFillPanel } from '@/features/slots/components/slot-fill-panel';
import { SlotSettingsPanel } from '@/features/slots/components/slot-settings-panel';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import { SubscriptionsPanel } from '@/features/subscriptions/components/subscriptions-panel';
import { signOut } from '../sign-out';
import './dashboard.css';

/** The dashboard's tabs in order, each with the permission it needs; the first the role may use is the default. */
const TABS: Array<{ id: string; may: Permission }> = [
  { id: 'overview', may: 'dashboard' },
  { id: 'products', may: 'catalogue' },
  { id: 'users', may: 'customers' },
  { id: 'orders', may: 'orders' },
  { id: 'slot-fill', may: 'orders' },
  { id: 'coupons', may: 'coupons' },
  { id: 'partners', may: 'partners' },
  { id: 'complaints', may: 'complaints' },
  { id: 'inquiries', may: 'inquiries' },
  { id: 'messages', may: 'orders' },
  { id: 'payments', may: 'payments' },
  // Owners and managers; the store's details for bills inside it are the owner's (store_settings).
  { id: 'gst', may: 'gst' },
  { id: 'subscriptions', may: 'subscriptions' },
  { id: 'slots', may: 'slots' },
  { id: 'staff', may: 'staff' },
  { id: 'audit', may: 'audit' },
];

/** `/admin/<tab>`: the tab lives in the path (reload, back and a shared link keep it); `/admin/` or a tab the role may not use → its first tab. */
export function DashboardTabRoute() {
  const { tab } = useParams();
  const allowed = TABS.filter((t) => staffMay(t.may));
  if (!allowed.some((t) => t.id === tab)) return <Navigate to={tabPath(allowed[0]?.id ?? 'orders')} replace />;
  return <DashboardRoute tab={tab!} />;
}

/** Admin dashboard. Every list loads together on open, and reloads together after a change or refresh. */
function DashboardRoute({ tab }: { tab: string }) {
  const navigate = useNavigate();
  const reload = useReloadAdminData();
  const refreshing = useIsFetching({ queryKey: adminDataKey }) > 0;
  const alerts = useNewOrderAlerts(tab === 'orders');
  const partners = usePartners();
  const loads = [useStats(), useProducts(), useUsers(), useOrders(NO_ORDER_FILTERS), partners, useCoupons(), useInquiries()];
  // A list the role may not read answers 403; only the ones it may use count as failures.
  const loadPermissions: Permission[] = ['dashboard', 'catalogue', 'customers', 'orders', 'partners', 'coupons', 'inquiries'];
  const failed = loads.find((load, i) => load.isError && staffMay(loadPermissions[i]));
  const staff = currentStaff();
  const [changingPassword, setChangingPassword] = useState(false);
  const banner = !hasAdminToken() ? 'Admin authorization token not found.' : failed ? errorMessage(failed.error, 'Failed to fetch admin data.') : '';

  const panels: Record<string, { label: ReactNode; content: ReactNode }> = {
    overview: { label: 'Overview', content: <Overview /> },
    products: { label: 'Products', content: <ProductsPanel /> },
    users: {
      label: 'Users',
      // Only for staff who may read orders: the link opens the Orders tab on that customer's orders.
      content: (
        <UsersPanel
          ordersPath={staffMay('orders') ? (userId) => tabPath('orders', `customer=${encodeURIComponent(userId)}`) : undefined}
          mayAddCredit={staffMay('store_credit')}
        />
      ),
    },
    orders: {
      label: <OrdersTabLabel unseen={alerts.unseen} />,
      content: (
        <OrdersPanel
          partners={partners.data ?? []}
          mayRefund={staffMay('payments')}
          mayDownloadCreditNotes={staffMay('payments')}
          mayApprove={staffMay('handover')}
          viewer={staff && { id: staff.id, name: staff.name, mayListStaff: staffMay('staff') }}
        />
      ),
    },
    coupons: { label: 'Coupons', content: <CouponsPanel /> },
    partners: {
      label: 'Partners',
      // The orders of a partner just disabled, as a link of the Orders tab.
      content: <PartnersPanel onShowOrders={(partner) => void navigate(tabPath('orders', `partner=${encodeURIComponent(partner.id)}`))} />,
    },
    complaints: { label: 'Complaints', content: <ComplaintsPanel /> },
    inquiries: { label: 'Inquiries', content: <InquiriesPanel /> },
    'slot-fill': { label: 'Slot fill', content: <SlotFillPanel /> },
    subscriptions: { label: 'Subscriptions', content: <SubscriptionsPanel /> },
    messages: { label: 'Messages', content: <FailedMessagesPanel /> },
    payments: {
      label: 'Payments',
      content: (
        <>
          <PaymentsPanel />
          {staffMay('handover') && <DeliverySettingsForm />}
        </>
      ),
    },
    gst: {
      label: 'GST & bills',
      content: (
        <>
          {staffMay('store_settings') && <StoreSettingsForm />}
          <GstExportForm />
        </>
      ),
    },
    slots: { label: 'Delivery slots', content: <SlotSettingsPanel /> },
    staff: { label: 'Staff', content: <StaffPanel /> },
    audit: { label: 'Audit', content: <AuditPanel /> },
  };

  return (
    <main className="dashboard">
      <header className="dashboard__header">
        <div>
          <p className="fsui-eyebrow">Admin Control Panel</p>
          <h1>Admin Dashboard</h1>
          {staff && (
            <p className="fsui-eyebrow">
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
      {staffMay('dashboard') && <StatsCards waitingPath={staffMay('orders') ? tabPath('orders', 'status=Pending') : undefined} />}
      <Tabs
        label="Dashboard sections"
        selected={tab}
        onSelect={(id) => void navigate(tabPath(id))}
        // Tabs the role may not use are not shown (the API refuses them anyway).
        tabs={TABS.filter((t) => staffMay(t.may)).map(({ id }) => ({ id, ...panels[id] }))}
      />
    </main>
  );
}
