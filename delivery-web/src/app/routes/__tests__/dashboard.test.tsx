import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { fakeGeolocation, installGeolocation } from '@/testing/fake-geolocation';
import { fakeJwt } from '@/testing/fake-jwt';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const HERE = { latitude: 17.4126, longitude: 78.4482 };

const order = (overrides: Record<string, unknown>) => ({
  id: '665f1c2ab0c1d2e3f4a5b6c7',
  customer_name: 'Lakshmi Reddy',
  customer_phone: '+919876543210',
  total_amount: 1249.5,
  shipping_address: { label: 'Home', value: '8-2-293 Road No. 12, Banjara Hills, Hyderabad' },
  delivery_status: 'Assigned',
  status: 'Placed',
  ...overrides,
});

function signInAsPartner() {
  localStorage.setItem('partnerToken', 'partner-token');
  localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
}

/** Serves the partner's orders from a list the test can change, and records location reports. */
function partnerApi(initial: object[]) {
  let orders = initial;
  const locations: unknown[] = [];
  const seenTokens: Array<string | null> = [];
  server.use(
    http.get('/api/delivery/orders', ({ request }) => {
      seenTokens.push(request.headers.get('x-partner-token'));
      return HttpResponse.json(orders);
    }),
    http.put('/api/delivery/location', async ({ request }) => {
      locations.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
  );
  return { setOrders: (next: object[]) => (orders = next), locations, seenTokens };
}

/** The tracking indicator (a status region; toasts are status regions too). */
const trackingIndicator = () => screen.getByText(/^Tracking (Active|Inactive)$/);

describe('partner dashboard', () => {
  afterEach(() => {
    installGeolocation(undefined);
    jest.restoreAllMocks();
  });

  it('greets the partner and shows a card per order with what is needed at the door', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    const { seenTokens } = partnerApi([
      order({}),
      order({ id: 'b2', customer_name: 'Imran Khan', delivery_status: 'Delivered', shipping_address: null, customer_phone: '+919812345678' }),
    ]);
    await renderApp('/delivery/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ravi Kumar!' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lakshmi Reddy' });
    expect(within(card).getByText('#665f1c2ab0c1d2e3f4a5b6c7')).toBeInTheDocument();
    expect(within(card).getByText('Amount to Collect')).toBeInTheDocument();
    expect(within(card).getByText('₹1,249.50')).toBeInTheDocument();
    expect(within(card).getByText('Assigned')).toHaveClass('fsui-badge--yellow');
    const directions = within(card).getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=8-2-293%20Road%20No.%2012%2C%20Banjara%20Hills%2C%20Hyderabad',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'Call Lakshmi Reddy' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();

    const delivered = screen.getByRole('article', { name: 'Imran Khan' });
    expect(within(delivered).getByText('Delivered')).toHaveClass('fsui-badge--green');
    expect(within(delivered).getByText('No address')).toBeInTheDocument();
    expect(within(delivered).queryByRole('link', { name: /Get Directions/ })).not.toBeInTheDocument();
    expect(within(delivered).queryByRole('button')).not.toBeInTheDocument();

    // Nothing is Out for Delivery: no location is shared and the indicator says so.
    expect(trackingIndicator()).toHaveAttribute('role', 'status');
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
    expect(seenTokens).toEqual(['partner-token']);
  });

  it('colours Out for Delivery blue and other statuses grey', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    partnerApi([order({ id: 'a', customer_name: 'A', delivery_status: 'Out for Delivery' }), order({ id: 'b', customer_name: 'B', delivery_status: 'Cancelled' })]);
    await renderApp('/delivery/dashboard');
    expect(within(await screen.findByRole('article', { name: 'A' })).getByText('Out for Delivery')).toHaveClass('fsui-badge--blue');
    expect(within(screen.getByRole('article', { name: 'B' })).getByText('Cancelled')).toHaveClass('fsui-badge--grey');
  });

  it('shows the empty state when nothing is assigned', async () => {
    signInAsPartner();
    partnerApi([]);
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: 'No Orders Assigned' })).toBeInTheDocument();
    expect(screen.getByText(/no orders currently assigned to you/)).toBeInTheDocument();
  });

  it('says when the orders could not be fetched, with the server message when there is one', async () => {
    signInAsPartner();
    server.use(http.get('/api/delivery/orders', () => new HttpResponse(null, { status: 500 })));
    const first = await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders.');
    first.unmount();

    signInAsPartner();
    server.use(http.get('/api/delivery/orders', () => HttpResponse.json({ msg: 'Partner account is disabled' }, { status: 403 })));
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Partner account is disabled');
  });

  it('accepts an order, then shares the location and shows Tracking Active; Refresh reloads', async () => {
    signInAsPartner();
    const geolocation = fakeGeolocation(HERE);
    installGeolocation(geolocation);
    const api = partnerApi([order({})]);
    let accepted: string | undefined;
    server.use(
      http.put('/api/delivery/orders/:id/accept', ({ params }) => {
        accepted = String(params.id);
        api.setOrders([order({ delivery_status: 'Out for Delivery' })]);
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    // The same button becomes Complete, so a keyboard user's focus stays on it.
    expect(await screen.findByRole('button', { name: 'Complete' })).toHaveFocus();
    expect(accepted).toBe('665f1c2ab0c1d2e3f4a5b6c7');
    expect(screen.getByText('Order #665f1c2ab0c1d2e3f4a5b6c7 accepted.').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(trackingIndicator()).toHaveTextContent('Tracking Active'));
    expect(api.locations).toEqual([HERE]);

    api.setOrders([]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'No Orders Assigned' })).toBeInTheDocument();
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
  });

  it('keeps Tracking Inactive when the location cannot be read', async () => {
    signInAsPartner();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installGeolocation(fakeGeolocation({ error: 'User denied Geolocation' }));
    const api = partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
    expect(api.locations).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('User denied Geolocation'));
  });

  it('alerts when accepting fails', async () => {
    signInAsPartner();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    partnerApi([order({})]);
    server.use(http.put('/api/delivery/orders/:id/accept', () => HttpResponse.json({ msg: 'Order is no longer assigned' }, { status: 409 })));
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to accept order. Please try again.'));
  });

  it('completes an order, and alerts when completing fails', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    let fail = true;
    server.use(
      http.put('/api/delivery/orders/:id/complete', () => {
        if (fail) return new HttpResponse(null, { status: 500 });
        api.setOrders([order({ delivery_status: 'Delivered', status: 'Completed' })]);
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to complete order. Please try again.'));

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Delivered')).toHaveClass('fsui-badge--green');
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.getByText('Order #665f1c2ab0c1d2e3f4a5b6c7 delivered.').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // The button went with the last step: focus moves to its card rather than being lost.
    expect(screen.getByRole('article', { name: 'Lakshmi Reddy' })).toHaveFocus();
    await waitFor(() => expect(trackingIndicator()).toHaveTextContent('Tracking Inactive'));
  });

  it('signs out on a 401', async () => {
    signInAsPartner();
    server.use(http.get('/api/delivery/orders', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    const { router, queryClient } = await renderApp('/delivery/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(localStorage.getItem('partnerToken')).toBeNull();
    expect(localStorage.getItem('partner')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs the partner out from the header', async () => {
    signInAsPartner();
    partnerApi([]);
    const { router, user } = await renderApp('/delivery/dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/delivery/login');
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });
});

describe('admin view-only dashboard', () => {
  it('lists every order through the admin endpoint without Accept or Complete', async () => {
    const token = fakeJwt('admin');
    localStorage.setItem('adminToken', token);
    let seen: string | null = null;
    server.use(
      http.get('/api/admin/orders', ({ request }) => {
        seen = request.headers.get('x-admin-token');
        const orders = [order({}), order({ id: 'o2', customer_name: 'Imran Khan', delivery_status: 'Out for Delivery' })];
        return HttpResponse.json({ orders, total: 2, page: 1, totalPages: 1 });
      }),
    );
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('article', { name: 'Lakshmi Reddy' })).toBeInTheDocument();
    expect(seen).toBe(token);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Admin!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    // An admin is not out delivering: no location is shared even with an order Out for Delivery.
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
    expect(screen.getByRole('link', { name: 'Back to admin' })).toHaveAttribute('href', '/admin');
  });

  it('does not open for a stored adminToken that is not an admin token', async () => {
    localStorage.setItem('adminToken', fakeJwt('customer'));
    const { router } = await renderApp('/delivery/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
  });

  it('drops a refused admin token on a 401', async () => {
    localStorage.setItem('adminToken', fakeJwt('admin'));
    server.use(http.get('/api/admin/orders', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    const { router } = await renderApp('/delivery/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('one request per tap', () => {
  afterEach(() => {
    installGeolocation(undefined);
    jest.restoreAllMocks();
  });

  /** A double tap whose second tap is handled before any timer runs (input queued on a busy phone). */
  function doubleClick(button: HTMLElement) {
    fireEvent.click(button);
    fireEvent.click(button);
  }

  it.each([
    ['Accept', 'accept', order({}), order({ delivery_status: 'Out for Delivery' }), 'accepted'],
    ['Complete', 'complete', order({ delivery_status: 'Out for Delivery' }), order({ delivery_status: 'Delivered', status: 'Completed' }), 'delivered'],
  ])('a double tap on %s sends one request', async (button, step, before, after, done) => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = partnerApi([before]);
    let calls = 0;
    server.use(
      http.put(`/api/delivery/orders/:id/${step}`, async () => {
        calls += 1;
        await delay(50);
        api.setOrders([after]);
        return HttpResponse.json(after);
      }),
    );
    await renderApp('/delivery/dashboard');
    doubleClick(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(`Order #665f1c2ab0c1d2e3f4a5b6c7 ${done}.`)).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['Accept', 'accept', order({}), order({ delivery_status: 'Out for Delivery' }), 'accepted'],
    ['Complete', 'complete', order({ delivery_status: 'Out for Delivery' }), order({ delivery_status: 'Delivered', status: 'Completed' }), 'delivered'],
  ])('%s answered 409 because this partner already did it (another tab) counts as done', async (button, step, before, after, done) => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = partnerApi([before]);
    server.use(
      http.put(`/api/delivery/orders/:id/${step}`, () => {
        api.setOrders([after]);
        return HttpResponse.json({ msg: `This order is ${after.delivery_status}.` }, { status: 409 });
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(`Order #665f1c2ab0c1d2e3f4a5b6c7 ${done}.`)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
