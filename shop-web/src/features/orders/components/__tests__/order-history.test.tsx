import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';
import type { Order } from '@/types/api';

describe('account: order history and settings', () => {
  beforeEach(() => signInAs());

  it('shows the customer header and an empty history', async () => {
    await renderApp('/account');
    expect(screen.getByRole('heading', { name: 'Lakshmi' })).toBeInTheDocument();
    expect(screen.getByText('+919876543210')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('expands an order to show items, address, partner and total', async () => {
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([order({ partner_name: 'Ravi', partner_phone: '+919000000001', delivery_status: 'Delivered', status: 'Completed' })]),
      ),
    );
    const { user } = await renderApp('/account');
    const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Kadaknath Chicken (1kg) × 2')).toBeInTheDocument();
    expect(screen.getByText(/Banjara Hills/)).toBeInTheDocument();
    expect(screen.getByText(/Ravi/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live Tracking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument();
  });

  it('shows the short order number and copies the full id', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([order()])));
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #F5A6B7C8/ }));
    expect(screen.getByTestId('order-id')).toHaveTextContent('#F5A6B7C8');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText'); // user-event's clipboard
    await user.click(screen.getByRole('button', { name: 'Copy full order ID' }));
    expect(await screen.findByText('Order ID copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(order().id);
  });

  /** A courier order the courier has: only then is "I Have Received This Order" offered. */
  const shipped = (overrides: Partial<Order> = {}) =>
    order({ delivery_type: 'automated', delivery_status: 'Shipped', expected_delivery_date: '2026-03-06T00:00:00.000Z', courier: 'DTDC', ...overrides });

  it('lets the customer confirm a shipped courier order after the confirmation dialog, then reloads', async () => {
    let delivered = false;
    let calls = 0;
    server.use(
      http.get('/api/orders', () => HttpResponse.json([delivered ? shipped({ delivery_status: 'Delivered', status: 'Completed' }) : shipped()])),
      http.put(
        '/api/orders/:id/mark-delivered',
        () => ((calls += 1), (delivered = true), HttpResponse.json(shipped({ delivery_status: 'Delivered', status: 'Completed' }))),
      ),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    expect(screen.getByRole('heading', { name: 'Expected Delivery' })).toBeInTheDocument();
    const received = screen.getByRole('button', { name: 'I Have Received This Order' });
    expect(received).toHaveClass('fsui-button--secondary');

    await user.click(received);
    let dialog = await screen.findByRole('dialog', { name: 'Have you received this order?' });
    expect(within(dialog).getByText(/order #F5A6B7C8 will be marked delivered/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    dialog = await screen.findByRole('dialog', { name: 'Have you received this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I Have It' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument());
    expect(calls).toBe(1);
    expect(within(screen.getByRole('button', { name: /Order #/ })).getByText('Delivered')).toBeInTheDocument();
  });

  it.each(['Pending', 'Processing'] as const)('offers no receipt confirmation for a courier order still %s, and says it ships first', async (status) => {
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ delivery_type: 'automated', delivery_status: status, is_outstation: true })])));
    const { user } = await renderApp('/account');
    const toggle = await screen.findByRole('button', { name: /Order #/ });
    expect(within(toggle).getByText(status === 'Pending' ? 'Packing for the courier' : 'Being packed')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('We will show the courier and tracking number here once your parcel ships.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument();
  });

  it('shows the mark-delivered failure inline', async () => {
    server.use(
      http.get('/api/orders', () => HttpResponse.json([shipped()])),
      http.put('/api/orders/:id/mark-delivered', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, I Have It' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark the order as received. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the settings pages and logs out to the home page, clearing all local storage', async () => {
    localStorage.setItem('cart', '[]');
    const { user, router } = await renderApp('/account');
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    const settings = screen.getByRole('navigation', { name: 'Account settings' });
    for (const name of ['About Us', 'Manage Addresses', 'Privacy Policy', 'Help Center'])
      expect(within(settings).getByRole('link', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('a double click on Yes, I Have It sends one request and the button is disabled while it runs', async () => {
    let calls = 0;
    server.use(
      http.get('/api/orders', () => HttpResponse.json([calls ? shipped({ delivery_status: 'Delivered', status: 'Completed' }) : shipped()])),
      http.put('/api/orders/:id/mark-delivered', async () => {
        calls += 1;
        await delay(50);
        return calls > 1
          ? HttpResponse.json({ msg: 'This order is already marked as delivered.' }, { status: 409 })
          : HttpResponse.json(shipped({ delivery_status: 'Delivered', status: 'Completed' }));
      }),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, I Have It' });
    doubleClick(yes);
    expect(yes).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument());
    expect(calls).toBe(1);
  });
});
