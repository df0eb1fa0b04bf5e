import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import type { AdminOrder } from '@/features/orders/api/get-orders';
import { orders } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server, serveOrders } from '@/testing/server';

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

const paidOnline: AdminOrder['payment'] = {
  method: 'online',
  state: 'paid',
  paid_via: 'online',
  instrument: 'UPI',
  paid: 1700,
  refunded: 0,
  refund_pending: 200,
  refunds: [{ id: 'short-weight', amount: 200, state: 'pending', reason: 'Chicken weighed less', created_at: '2026-11-20T06:00:00.000Z', processed_at: null }],
  expires_at: null,
};

const subscriptionDay: AdminOrder['subscription'] = {
  id: 'sub-1',
  date: '2026-12-02',
  movedFromSlot: 'hyderabad-2026-12-02-0600-0800',
  leftOut: [{ name: 'Country Eggs (6 pcs)', quantity: 1 }],
};

const withPayment = (payment: Partial<AdminOrder['payment']>, extra: Partial<AdminOrder> = {}): AdminOrder => ({
  ...orders[0],
  ...extra,
  payment: { ...orders[0].payment, ...payment },
});

/** Opens the order's details from a shared link and gives its Payment section. */
async function openPayment(order: AdminOrder) {
  serveOrders([order]);
  const view = await renderApp(`/admin/orders?order=${order.id}`);
  const dialog = await screen.findByRole('dialog', { name: 'Order #00000001' });
  return { ...view, dialog, payment: within(within(dialog).getByRole('region', { name: 'Payment' })) };
}

const stateOf = (payment: ReturnType<typeof within>) => payment.getByText('State').nextSibling?.textContent;

describe("Order details: the order's payment", () => {
  it.each([
    [
      'awaiting online payment',
      withPayment({ method: 'online', state: 'awaiting', expires_at: '2026-11-20T11:05:00.000Z' }, { delivery_status: 'Awaiting Payment' }),
      'Online',
      'Awaiting payment until 4:35 pm',
    ],
    ['paid at checkout', withPayment({ method: 'online', state: 'paid', paid_via: 'online', instrument: 'UPI', paid: 1700 }), 'Online', 'Paid · UPI'],
    ['paid by UPI at the door', withPayment({ state: 'paid', paid_via: 'upi_qr', paid: 1700 }), 'Cash on delivery', 'Paid by UPI at the door'],
    ['paid in cash', withPayment({ state: 'paid', paid_via: 'cash' }, { cash_collected: 1650 }), 'Cash on delivery', 'Cash collected ₹1,650.00'],
    ['expired', withPayment({ method: 'online', state: 'expired' }), 'Online', 'Payment expired'],
    [
      'from a subscription, before delivery',
      withPayment({ method: 'subscription', state: 'due' }, { subscription: subscriptionDay }),
      'Subscription (store credit)',
      'To be paid from store credit on delivery',
    ],
    [
      'from a subscription, delivered without the credit to cover it',
      withPayment({ method: 'subscription', state: 'due' }, { subscription: subscriptionDay, delivery_status: 'Delivered' }),
      'Subscription (store credit)',
      'Unpaid: store credit did not cover it',
    ],
    [
      'from a subscription, paid when delivered',
      withPayment({ method: 'subscription', state: 'paid', paid_via: 'store_credit' }, { subscription: subscriptionDay, delivery_status: 'Delivered' }),
      'Subscription (store credit)',
      'Paid with store credit',
    ],
  ])('says how an order %s is paid', async (_, order, method, state) => {
    const { payment } = await openPayment(order);
    expect(payment.getByText('Method').nextSibling).toHaveTextContent(method);
    expect(stateOf(payment)).toBe(state);
  });

  it('shows an order awaiting payment as "Awaiting payment" in the list and its filter', async () => {
    serveOrders([withPayment({ method: 'online', state: 'awaiting' }, { delivery_status: 'Awaiting Payment' })]);
    await renderApp('/admin/orders');
    expect(await screen.findByRole('option', { name: 'Awaiting payment' })).toHaveValue('Awaiting Payment');
    expect(await screen.findByText('Awaiting payment', { selector: '.fsui-badge, span' })).toBeInTheDocument();
  });

  it('lists the paid, refunded and pending amounts and each refund', async () => {
    const { payment } = await openPayment(withPayment(paidOnline));
    expect(payment.getByText('Paid').nextSibling).toHaveTextContent('₹1,700.00');
    expect(payment.getByText('Refund in progress').nextSibling).toHaveTextContent('₹200.00');
    expect(payment.getByRole('list', { name: 'Refunds' })).toHaveTextContent(/^₹200\.00 · Chicken weighed less · In progress · started .+$/);
  });

  it('refunds in rupees with a reason, once, busy meanwhile, and the details show the new refund', async () => {
    const refund = heldReply(() => HttpResponse.json({ order: refunded }));
    server.use(http.post('/api/admin/orders/:id/refunds', refund.resolver));
    const order = withPayment(paidOnline);
    const refunded = withPayment({
      ...paidOnline,
      refund_pending: 699.5,
      refunds: [
        ...paidOnline.refunds,
        { id: 'staff-1', amount: 499.5, state: 'pending', reason: 'Pickle jar broke', created_at: '2026-11-21T06:00:00.000Z', processed_at: null },
      ],
    });
    const { user, payment } = await openPayment(order);
    await user.click(payment.getByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund' }));
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('1500');

    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '1600');
    await user.type(dialog.getByLabelText(/^Reason/), 'Pickle jar broke');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('At most ₹1,500.00 is left to refund.');
    expect(refund.bodies).toEqual([]);

    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '499.50');
    serveOrders([refunded]);
    await user.dblClick(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByRole('button', { name: 'Refunding...' })).toBeDisabled();
    refund.release();
    expect(await screen.findByText(/Refund of ₹499\.50 started for order #00000001/)).toBeInTheDocument();
    expect(refund.bodies).toEqual([{ amount: 499.5, reason: 'Pickle jar broke' }]);
    expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument();
    const details = within(screen.getByRole('dialog', { name: 'Order #00000001' }));
    expect(await details.findByText(/Pickle jar broke · In progress/)).toBeInTheDocument();
  });

  it("keeps the form open with the API's reason when it refuses the refund", async () => {
    server.use(
      http.post('/api/admin/orders/:id/refunds', () => HttpResponse.json({ msg: 'Only ₹1,200.00 is left to refund on this order.' }, { status: 400 })),
    );
    const { user, payment } = await openPayment(withPayment(paidOnline));
    await user.click(payment.getByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Customer asked');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only ₹1,200.00 is left to refund on this order.');
  });

  it('offers no refund when everything paid is refunded or being refunded', async () => {
    const { payment } = await openPayment(withPayment({ ...paidOnline, refunded: 1500 }));
    expect(payment.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('marks a subscription delivery in the list and says in its details which day it is and what changed', async () => {
    const order = withPayment({ method: 'subscription', state: 'due' }, { subscription: subscriptionDay });
    const { dialog } = await openPayment(order);
    const facts = within(within(dialog).getByRole('region', { name: 'Customer and delivery' }));
    expect(facts.getByText('Subscription', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Subscription delivery of 2 Dec 2026 · moved from the 06:00–08:00 slot · not available that day: Country Eggs (6 pcs) × 1',
    );
    expect(within(screen.getByRole('table')).getByText('Subscription')).toBeInTheDocument();
  });
});
