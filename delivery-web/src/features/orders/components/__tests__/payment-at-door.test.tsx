import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventStream, held } from '@farm-store/shared-ui/host/testing';
import { fakeGeolocation, installGeolocation } from '@/testing/fake-geolocation';
import { renderApp } from '@/testing/render';
import { readyAtTheDoor } from '@/testing/partner-order';
import { server } from '@/testing/server';
import { UPI_POLL_MS } from '../../api/upi-qr';

const ID = '665f1c2ab0c1d2e3f4a5b6c7';

const cashDue = { amount_due: 1249.5, payment: { method: 'cod', state: 'due', paid_via: null } };
const paidByUpi = { amount_due: 0, payment: { method: 'cod', state: 'paid', paid_via: 'upi_qr' } };
const paidOnline = { amount_due: 0, payment: { method: 'online', state: 'paid', paid_via: 'online' } };
const subscriptionDelivery = {
  amount_due: 0,
  payment: { method: 'subscription', state: 'due', paid_via: null },
  subscription: { id: '665f1c2ab0c1d2e3f4a5b6c8', date: '2026-06-01', movedFromSlot: null, leftOut: [] },
};

const order = (overrides: Record<string, unknown>) => ({
  id: ID,
  customer_name: 'Lakshmi Reddy',
  customer_phone: '+919876543210',
  total_amount: 1249.5,
  ...cashDue,
  shipping_address: { label: 'Home', value: 'Road No. 12, Banjara Hills, Hyderabad' },
  slot: null,
  delivery_status: 'Out for Delivery',
  status: 'Placed',
  created_at: '2026-06-01T09:30:00.000Z',
  items: [],
  cash_collected: null,
  cash_note: null,
  ...readyAtTheDoor,
  ...overrides,
});

const QR = { qr_id: 'qr_1', image_url: 'https://rzp.example/qr_1.png', amount: 1249.5, close_by: '2026-06-01T10:30:00.000Z' };

/** Signs in as a partner and serves their orders from a list the test changes; counts the list's reads and keeps the live stream's push. */
function partnerApi(initial: object[]) {
  localStorage.setItem('partnerToken', 'partner-token');
  localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
  installGeolocation(fakeGeolocation({ latitude: 17.41, longitude: 78.44 }));
  const state = { orders: initial, reads: 0, push: null as ((event: string, data: unknown) => void) | null };
  server.use(
    http.get('/api/delivery/orders', () => {
      state.reads += 1;
      return HttpResponse.json(state.orders);
    }),
    http.put('/api/delivery/location', () => HttpResponse.json({ ok: true, updated_at: new Date().toISOString() })),
    http.get(
      '/api/delivery/events',
      () =>
        new HttpResponse(
          eventStream((push) => (state.push = push)),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    ),
  );
  return state;
}

/** Opens the dashboard, taps Take UPI on the order and gives the QR screen, the QR code asked for once per double tap. */
async function openQr(api: ReturnType<typeof partnerApi>) {
  const answer = held();
  let asked = 0;
  server.use(
    http.post('/api/delivery/orders/:id/upi-qr', async () => {
      asked += 1;
      await answer.released;
      return HttpResponse.json(QR);
    }),
  );
  const view = await renderApp('/delivery/dashboard');
  const take = await screen.findByRole('button', { name: 'Take UPI' });
  await view.user.dblClick(take);
  expect(take).toBeDisabled();
  answer.release();
  const qr = await screen.findByRole('dialog', { name: 'Ask the customer to scan and pay ₹1,249.50' });
  expect(asked).toBe(1);
  await waitFor(() => expect(api.push).not.toBeNull());
  return { ...view, qr: within(qr) };
}

describe('payment at the door', () => {
  it('says on each card what to collect, or that there is nothing to collect', async () => {
    partnerApi([
      order({ customer_name: 'Cash Customer', delivery_status: 'Assigned' }),
      order({ id: 'b2', customer_name: 'Online Customer', ...paidOnline }),
      order({ id: 'b3', customer_name: 'UPI Customer', ...paidByUpi }),
      order({ id: 'b4', customer_name: 'Milk Round Customer', ...subscriptionDelivery }),
    ]);
    await renderApp('/delivery/dashboard');
    const card = (name: string) => within(screen.getByRole('article', { name }));
    await screen.findByRole('article', { name: 'Cash Customer' });
    expect(card('Cash Customer').getByText('Collect').nextSibling).toHaveTextContent('₹1,249.50');
    expect(card('Cash Customer').queryByRole('button', { name: 'Take UPI' })).not.toBeInTheDocument();
    expect(card('Online Customer').getByText('Paid online — nothing to collect')).toHaveClass('order-card__paid');
    expect(card('UPI Customer').getByText('Paid by UPI ✓')).toHaveClass('order-card__paid');
    expect(card('Online Customer').queryByText('Collect')).not.toBeInTheDocument();
    expect(card('UPI Customer').queryByRole('button', { name: 'Take UPI' })).not.toBeInTheDocument();
    // A subscription's delivery is paid from store credit once delivered: nothing to take at the door, no UPI.
    expect(card('Milk Round Customer').getByText('Subscription — paid from store credit, nothing to collect')).toHaveClass('order-card__paid');
    expect(card('Milk Round Customer').queryByText('Collect')).not.toBeInTheDocument();
    expect(card('Milk Round Customer').queryByRole('button', { name: 'Take UPI' })).not.toBeInTheDocument();
  });

  it('shows the UPI QR code full screen, and turns green once the live stream says the order is paid', async () => {
    const api = partnerApi([order({})]);
    const { user, qr } = await openQr(api);
    expect(qr.getByRole('img', { name: 'UPI QR code for ₹1,249.50' })).toHaveAttribute('src', QR.image_url);
    expect(qr.getByText('₹1,249.50')).toBeInTheDocument();
    expect(qr.getByText('Waiting for payment…')).toBeInTheDocument();

    api.orders = [order(paidByUpi)];
    act(() => api.push!('order', { event: 'payment_received', orderId: ID }));
    const paid = within(await screen.findByRole('dialog', { name: 'Paid ₹1,249.50 by UPI' }));
    await user.click(paid.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lakshmi Reddy' })).getByText('Paid by UPI ✓')).toBeInTheDocument();
  });

  it('reads the order again every few seconds while the QR code is open, in case the live stream is down', async () => {
    const api = partnerApi([order({})]);
    await openQr(api);
    api.orders = [order(paidByUpi)];
    expect(await screen.findByRole('dialog', { name: 'Paid ₹1,249.50 by UPI' }, { timeout: UPI_POLL_MS * 2 })).toBeInTheDocument();
  }, 15_000);

  it('closes the QR code without waiting, and says in plain words when none can be made', async () => {
    const api = partnerApi([order({})]);
    const { user, qr } = await openQr(api);
    await user.click(qr.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(http.post('/api/delivery/orders/:id/upi-qr', () => HttpResponse.json({ msg: 'This order is already paid.' }, { status: 409 })));
    await user.click(screen.getByRole('button', { name: 'Take UPI' }));
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['by UPI at the door', paidByUpi, 'Paid by UPI — nothing to collect'],
    ['online', paidOnline, 'Paid online — nothing to collect'],
  ])('completes an order paid %s without asking for cash, and sends none', async (_, paid, text) => {
    const api = partnerApi([order(paid)]);
    const bodies: string[] = [];
    server.use(
      http.put('/api/delivery/orders/:id/complete', async ({ request }) => {
        bodies.push(await request.text());
        api.orders = [order({ ...paid, delivery_status: 'Delivered', status: 'Completed', cash_collected: 0 })];
        return HttpResponse.json(api.orders[0]);
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Deliver' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete delivery' }));
    expect(dialog.getByText(text)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'Cash collected (₹)' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual(['']);
  });

  it("counts only cash in the day's cash collected", async () => {
    partnerApi([
      order({ id: 'd1', customer_name: 'Bala', delivery_status: 'Delivered', status: 'Completed', total_amount: 180, cash_collected: 180 }),
      order({ id: 'd2', customer_name: 'Chitra', delivery_status: 'Delivered', status: 'Completed', ...paidOnline }),
      order({ id: 'd3', customer_name: 'Deepa', delivery_status: 'Delivered', status: 'Completed', ...paidByUpi }),
    ]);
    await renderApp('/delivery/dashboard');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('3 delivered')).toBeInTheDocument();
    expect(within(today).getByText(/cash collected$/)).toHaveTextContent(/^₹180\.00 cash collected$/);
    expect(within(within(today).getByRole('article', { name: 'Deepa' })).getByText('Paid by UPI ✓')).toBeInTheDocument();
  });
});
