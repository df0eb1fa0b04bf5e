import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';

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

  it('lets the customer confirm an automated order after the browser confirmation, then reloads', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    let delivered = false;
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([
          order({
            delivery_type: 'automated',
            expected_delivery_date: '2026-03-06T00:00:00.000Z',
            delivery_status: delivered ? 'Delivered' : 'Pending',
            status: delivered ? 'Completed' : 'Placed',
          }),
        ]),
      ),
      http.put(
        '/api/orders/:id/mark-delivered',
        () => ((delivered = true), HttpResponse.json(order({ delivery_type: 'automated', delivery_status: 'Delivered', status: 'Completed' }))),
      ),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    expect(screen.getByRole('heading', { name: 'Expected Delivery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you have received this order?');
    expect(delivered).toBe(false);
    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('button', { name: /Order #/ })).getByText('Delivered')).toBeInTheDocument();
  });

  it('shows the mark-delivered failure inline', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(
      http.get('/api/orders', () => HttpResponse.json([order({ delivery_type: 'automated' })])),
      http.put('/api/orders/:id/mark-delivered', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    await user.click(screen.getByRole('button', { name: 'I Have Received This Order' }));
    expect(await screen.findByText('Failed to update status.')).toBeInTheDocument();
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

  it('a double click on I Have Received This Order sends one request', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    let calls = 0;
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([order({ delivery_type: 'automated', delivery_status: calls ? 'Delivered' : 'Pending', status: calls ? 'Completed' : 'Placed' })]),
      ),
      http.put('/api/orders/:id/mark-delivered', async () => {
        calls += 1;
        await delay(50);
        return calls > 1
          ? HttpResponse.json({ msg: 'This order is already Delivered.' }, { status: 409 })
          : HttpResponse.json(order({ delivery_type: 'automated', delivery_status: 'Delivered', status: 'Completed' }));
      }),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /Order #/ }));
    doubleClick(screen.getByRole('button', { name: 'I Have Received This Order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument());
    expect(calls).toBe(1);
  });
});
