import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server, serveOrders } from '@/testing/server';
import { EVERY_TAB, orders } from '@/testing/fixtures';
import { saveStaffSession, type StaffSession } from '@/features/auth/utils/staff-session';

const OWNER: StaffSession = {
  id: 's1',
  name: 'Ravi',
  role: 'owner',
  permissions: [
    'staff',
    'catalogue',
    'coupons',
    'orders',
    'partners',
    'dashboard',
    'customers',
    'inquiries',
    'audit',
    'slots',
    'payments',
    'handover',
    'complaints',
    'store_settings',
    'gst',
    'subscriptions',
    'self',
  ],
};
const DISPATCHER: StaffSession = { id: 's2', name: 'Dev', role: 'dispatcher', permissions: ['orders', 'partners', 'self'] };

/** Signs in as the owner, opens Change My Password and types the current and the new password. */
async function changePassword(current: string, next: string) {
  saveStaffSession(OWNER);
  const view = await renderApp('/admin');
  await view.user.click(screen.getByRole('button', { name: 'Change My Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change My Password' });
  await view.user.type(within(dialog).getByLabelText('Current password'), current);
  await view.user.type(within(dialog).getByLabelText(/^New password/), next);
  return { ...view, dialog };
}

describe('admin panel: tabs follow the role, and Change My Password', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

  it('an owner sees every tab, Staff and Audit included', async () => {
    saveStaffSession(OWNER);
    await renderApp('/admin');
    expect(await screen.findByText('Ravi · owner')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(EVERY_TAB);
  });

  it('a dispatcher sees only Orders, Slot fill, Partners and Messages, starts on Orders, and sees no revenue', async () => {
    saveStaffSession(DISPATCHER);
    // The lists a dispatcher may not read are refused, as the API does; that is not a failure to show.
    for (const list of ['stats', 'products', 'users', 'coupons', 'inquiries']) {
      server.use(http.get(`/api/admin/${list}`, () => HttpResponse.json({ msg: 'Your role does not allow this.' }, { status: 403 })));
    }
    await renderApp('/admin');
    expect(await screen.findByText('Dev · dispatcher')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Orders', 'Slot fill', 'Partners', 'Messages']);
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a dispatcher cannot open Payments by its link, nor refund from an order', async () => {
    saveStaffSession(DISPATCHER);
    const paid = {
      ...orders[0],
      payment: { ...orders[0].payment, method: 'online' as const, state: 'paid' as const, paid_via: 'online' as const, paid: 1700 },
    };
    serveOrders([paid]);
    const { user, router } = await renderApp('/admin/payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(screen.queryByRole('tab', { name: 'Payments' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /open order details/ }));
    const payment = within(within(await screen.findByRole('dialog', { name: 'Order #00000001' })).getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Paid').nextSibling).toHaveTextContent('₹1,700.00');
    expect(payment.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('changes my password once, keeps this session with the fresh token, and closes', async () => {
    const change = heldReply(() => HttpResponse.json({ msg: 'Your password has been changed.', token: 'fresh-admin-token' }));
    server.use(http.put('/api/admin/me/password', change.resolver));
    const requests = recordRequests();
    const { user, dialog } = await changePassword('admin12345', 'a-new-secret');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    change.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change My Password' })).not.toBeInTheDocument());
    expect(change.bodies).toEqual([{ currentPassword: 'admin12345', newPassword: 'a-new-secret' }]);
    expect(requests.writes()).toEqual(['PUT /api/admin/me/password']);
    expect(localStorage.getItem('adminToken')).toBe('fresh-admin-token');
  });

  it('keeps the dialog open with the reason when the current password is wrong, and checks the length first', async () => {
    server.use(http.put('/api/admin/me/password', () => HttpResponse.json({ msg: 'Your current password is not correct.' }, { status: 400 })));
    const requests = recordRequests();
    const { user, dialog } = await changePassword('wrong-one', 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText(/a new one of at least 8 characters/)).toBeInTheDocument();
    expect(requests.writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^New password/), '-longer-now');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
  });
});
