import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { orderPage, orders } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server, serveOrders } from '@/testing/server';

const rowOf = (customer: string, index = 0) => screen.getAllByRole('row').filter((row) => within(row).queryByText(customer))[index];

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

describe('Orders tab: filters, page and the open order live in the URL', () => {
  it('applies the status filter and page of the link it is opened at', async () => {
    const queries = serveOrders(orders, 3);
    await renderApp('/admin/orders?status=Pending&page=2');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(queries).toContain('?page=2&limit=20&status=Pending'));
    expect(screen.getByLabelText('Delivery status')).toHaveValue('Pending');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('writes a changed filter and page into the URL, starting a new filter at page 1', async () => {
    serveOrders(orders, 3);
    const { user, router } = await renderApp('/admin/orders?page=2');
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Delivery status'), 'Assigned');
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(router.state.location.search).toBe('?status=Assigned');
    await user.selectOptions(screen.getByLabelText('Destination'), 'false');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams('status=Assigned&outstation=false&page=2'));
    // Back goes to the previous filters, as the browser's back button does.
    act(() => router.navigate(-1 as never));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Assigned&outstation=false'));
    expect(screen.getByLabelText('Destination')).toHaveValue('false');
  });

  it('ignores a status or page it cannot read', async () => {
    const queries = serveOrders();
    await renderApp('/admin/orders?status=Lost&page=-4');
    await waitFor(() => expect(queries).toContain('?page=1&limit=20'));
    expect(screen.getByLabelText('Delivery status')).toHaveValue('');
  });
});

describe('Order details (?order=<id>)', () => {
  const order = {
    ...orders[0],
    subtotal: 1700,
    shipping: 50,
    coupon_discount: 100,
    coupon_code: 'WELCOME10',
    total_amount: 1650,
    items: [
      { product_id: 'p-597', variant_id: 'v-597', name: 'Kadaknath Chicken', variantLabel: '1kg', quantity: 2, price: 850, weighed: null },
      { product_id: 'p-445', variant_id: 'v-445', name: 'Mango Pickle', variantLabel: '250g', quantity: 1, price: 0.5, weighed: null },
    ],
  };

  it('opens from the list with items, customer phone, map link, payment and timeline, and closes back to the list', async () => {
    serveOrders([order, orders[1]]);
    const { user, router } = await renderApp('/admin/orders?status=Pending');
    await user.click(within(await screen.findByRole('row', { name: /Lakshmi Reddy/ })).getByRole('button', { name: /open order details/ }));
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams(`status=Pending&order=${order.id}`));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #00000001' }));
    expect(
      dialog
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((li) => li.textContent),
    ).toEqual(['Kadaknath Chicken (1kg) × 2₹1,700.00', 'Mango Pickle (250g) × 1₹0.50']);
    expect(dialog.getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(dialog.getByText(/Road 12, Banjara Hills, Hyderabad/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Road%2012%2C%20Banjara%20Hills%2C%20Hyderabad',
    );
    expect(dialog.getByText('Coupon WELCOME10').nextSibling).toHaveTextContent('−₹100.00');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('₹1,650.00');
    expect(dialog.getByRole('region', { name: 'Payment' })).toHaveTextContent('MethodCash on deliveryStateTo be paid on delivery');
    expect(dialog.getByRole('list', { name: `Timeline of order #${shortOrderId(order.id)}` })).toHaveTextContent(/Pending · .+ · by customer/);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Pending');
  });

  it.each([
    [orders[2].id, 'Order #00000003', ['Reassign', 'Unassign', 'Cancel']], // Assigned
    [orders[1].id, 'Order #00000002', ['Ship', 'Cancel']], // Pending courier order
  ])('a shared link to order %s opens it with the actions its state allows', async (id, name, actions) => {
    serveOrders();
    await renderApp(`/admin/orders?order=${id}`);
    const dialog = within(await screen.findByRole('dialog', { name }));
    const buttons = dialog.getAllByRole('button').filter((b) => b.textContent !== '×');
    expect(buttons.map((b) => `${b.textContent}${b.hasAttribute('disabled') ? ' (disabled)' : ''}`)).toEqual(actions);
  });

  it('opens a linked order that is not on this page of the list, and says when it does not exist', async () => {
    serveOrders();
    const elsewhere = { ...orders[0], id: 'o1000000000000000000042', customer_name: 'Kavya', customer_phone: '+919811112222' };
    server.use(
      http.get('/api/admin/orders/:id', ({ params }) =>
        params.id === elsewhere.id ? HttpResponse.json(elsewhere) : HttpResponse.json({ msg: 'We could not find that order.' }, { status: 404 }),
      ),
    );
    const { router } = await renderApp(`/admin/orders?order=${elsewhere.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #00000042' }));
    expect(dialog.getByRole('link', { name: '+919811112222' })).toHaveAttribute('href', 'tel:+919811112222');
    act(() => router.navigate(`/orders?order=o1000000000000000000099`));
    expect(await screen.findByText('We could not find that order.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('assigns a Pending order from its details with the Assign dialog', async () => {
    serveOrders();
    const writes = recordRequests();
    server.use(http.put('/api/admin/orders/:id/assign', () => HttpResponse.json({ ...orders[0], delivery_status: 'Assigned' })));
    const { user } = await renderApp(`/admin/orders?order=${orders[0].id}`);
    const details = within(await screen.findByRole('dialog', { name: 'Order #00000001' }));
    await user.click(details.getByRole('button', { name: `Assign order #${shortOrderId(orders[0].id)}` }));
    const assign = within(await screen.findByRole('dialog', { name: 'Assign Order' }));
    await user.selectOptions(assign.getByRole('combobox'), 'd1');
    await user.click(assign.getByRole('button', { name: 'Confirm Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Order' })).not.toBeInTheDocument());
    expect(writes.writes()).toEqual([`PUT /api/admin/orders/${orders[0].id}/assign`]);
  });
});

describe('Bulk assign', () => {
  const pending = [
    orders[0],
    { ...orders[0], id: 'o1000000000000000000007', customer_name: 'Anitha' },
    { ...orders[0], id: 'o1000000000000000000008', customer_name: 'Bhavani' },
    orders[1],
    orders[2],
  ];

  it('ticks only Pending partner orders; "select all" ticks every one on this page', async () => {
    serveOrders(pending);
    const { user } = await renderApp('/admin/orders');
    await screen.findByText('Anitha');
    expect(within(rowOf('Ravi Kumar')).queryByRole('checkbox')).not.toBeInTheDocument(); // courier order
    expect(within(rowOf('Suresh')).queryByRole('checkbox')).not.toBeInTheDocument(); // Assigned
    await user.click(screen.getByRole('checkbox', { name: /select all Pending orders on this page/ }));
    expect(screen.getAllByRole('checkbox', { name: /^Select order/ }).map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(screen.getByText('3 orders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order #00000007' }));
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /select all/ })).not.toBeChecked();
  });

  it('assigns the ticked orders in one request, busy meanwhile, and says how many went to whom', async () => {
    let assigned = false;
    const requests = recordRequests();
    let body: unknown;
    const answer = held();
    server.use(
      // Once assigned, the orders are no longer Pending: the filtered list reloads without them (and without the bar).
      http.get('/api/admin/orders', () => HttpResponse.json({ ...orderPage, orders: assigned ? [] : pending.slice(0, 2) })),
      http.put('/api/admin/orders/assign', async ({ request }) => {
        body = await request.json();
        await answer.released;
        assigned = true;
        return HttpResponse.json({ assigned: [pending[0].id, pending[1].id], failed: [] });
      }),
    );
    const { user } = await renderApp('/admin/orders?status=Pending');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #00000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #00000007' }));
    const bar = within(screen.getByRole('form', { name: 'Assign the selected orders' }));
    expect(bar.getByRole('button', { name: 'Assign 2 orders' })).toBeDisabled(); // no partner chosen yet
    await user.selectOptions(bar.getByRole('combobox', { name: 'Delivery partner' }), 'd2');
    await user.click(bar.getByRole('button', { name: 'Assign 2 orders' }));
    expect(bar.getByRole('button', { name: 'Assign 2 orders' })).toBeDisabled();
    answer.release();
    expect(await screen.findByRole('status')).toHaveTextContent('2 orders assigned to Imran.');
    expect(body).toEqual({ order_ids: [pending[0].id, pending[1].id], partner_id: 'd2' });
    expect(requests.writes()).toEqual(['PUT /api/admin/orders/assign']);
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('names the orders that could not be assigned, with the reason, next to the ones that were', async () => {
    serveOrders(pending);
    server.use(
      http.put('/api/admin/orders/assign', () =>
        HttpResponse.json({
          assigned: [pending[0].id],
          failed: [{ id: pending[2].id, msg: 'This order has already been assigned to a partner.' }],
        }),
      ),
    );
    const { user } = await renderApp('/admin/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #00000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #00000008' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery partner' }), 'd1');
    await user.click(screen.getByRole('button', { name: 'Assign 2 orders' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 order assigned to Suresh.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order was not assigned:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Order #00000008: This order has already been assigned to a partner.');
  });

  it("shows the API's refusal in plain words and keeps the selection", async () => {
    serveOrders(pending);
    server.use(http.put('/api/admin/orders/assign', () => HttpResponse.json({ msg: 'Please choose an active delivery partner.' }, { status: 400 })));
    const { user } = await renderApp('/admin/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #00000001' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery partner' }), 'd1');
    await user.click(screen.getByRole('button', { name: 'Assign 1 order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an active delivery partner.');
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
  });
});
