import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick, heldReply } from '@farm-store/shared-ui/host/testing';
import { orders } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server, serveOrders } from '@/testing/server';
import { itemTexts } from '@/testing/lists';

const rowOf = (customer: string, index = 0) => screen.getAllByRole('row').filter((row) => within(row).queryByText(customer))[index];

const openOrders = () => openTab('Orders', 'Ravi Kumar');

describe('Orders tab', () => {
  it('shows status, carrier, amount and date; outstation rows are highlighted with a badge', async () => {
    await openOrders();
    const pending = rowOf('Lakshmi Reddy');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Unassigned')).toBeInTheDocument();
    expect(within(pending).getByText('₹1,700.00')).toBeInTheDocument();
    expect(within(pending).getByText(/^On /)).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /^Assign order/ })).toBeEnabled();

    const outstation = rowOf('Ravi Kumar');
    expect(outstation).toHaveClass('order-row--outstation');
    expect(within(outstation).getByText('Outstation')).toBeInTheDocument();
    expect(within(outstation).getByText('Automated')).toBeInTheDocument();
    expect(within(outstation).getByText(/^Exp /)).toBeInTheDocument();
    // A courier order is shipped, never assigned: no greyed Assign beside Ship.
    expect(within(outstation).queryByRole('button', { name: /^Assign order/ })).not.toBeInTheDocument();
    expect(within(outstation).getByRole('button', { name: /^Ship order/ })).toBeEnabled();

    const assigned = rowOf('Suresh');
    expect(within(assigned).queryByRole('button', { name: /^Assign order/ })).not.toBeInTheDocument();
  });

  it('offers in each state only the actions it allows', async () => {
    serveOrders([
      ...orders,
      {
        ...orders[0],
        id: 'o1000000000000000000004',
        customer_name: 'Out Customer',
        delivery_status: 'Out for Delivery',
        partner_id: 'd3',
        partner_name: 'Old Partner',
      },
      {
        ...orders[0],
        id: 'o1000000000000000000005',
        customer_name: 'Done Customer',
        delivery_status: 'Delivered',
        status: 'Completed',
        partner_id: 'd1',
        partner_name: 'Suresh',
      },
      { ...orders[0], id: 'o1000000000000000000006', customer_name: 'Gone Customer', delivery_status: 'Cancelled', status: 'Cancelled' },
    ]);
    await openOrders();
    const actions = (customer: string) =>
      within(rowOf(customer))
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('aria-haspopup'))
        .map((b) => `${b.textContent}${b.hasAttribute('disabled') ? ' (disabled)' : ''}`);
    expect(actions('Lakshmi Reddy')).toEqual(['Assign', 'Cancel']); // Pending
    expect(actions('Ravi Kumar')).toEqual(['Ship', 'Cancel']); // Pending courier order
    expect(
      within(rowOf('Suresh'))
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('aria-haspopup'))
        .map((b) => b.textContent),
    ).toEqual(['Reassign', 'Unassign', 'Cancel']); // Assigned
    expect(actions('Out Customer')).toEqual(['Reassign', 'Unassign', 'Cancel']); // Out for Delivery, with a disabled partner
    expect(actions('Done Customer')).toEqual(['Assign (disabled)']);
    expect(actions('Gone Customer')).toEqual(['Assign (disabled)']);
  });

  it('filters by status and outstation and pages through the results', async () => {
    const queries = serveOrders(orders, 3);
    const { user } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Delivery status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Destination'), 'true');
    await waitFor(() => expect(queries).toContain('?page=1&limit=20&status=Pending&outstation=true'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toContain('?page=2&limit=20&status=Pending&outstation=true'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe('Assign Order modal', () => {
  async function openAssign() {
    const view = await openOrders();
    await view.user.click(within(rowOf('Lakshmi Reddy')).getByRole('button', { name: /^Assign order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Order' }));
    return { ...view, dialog };
  }

  it('lists active partners by name and phone (never their id) and enables Confirm Assignment only after a choice', async () => {
    const { user, dialog } = await openAssign();
    const select = dialog.getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a Partner', 'Suresh (+919000000001)', 'Imran (+919000000002)']);
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    await user.selectOptions(select, 'd2');
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('assigns (busy while sending), closes and reloads', async () => {
    const requests = recordRequests();
    const assignment = heldReply(() => HttpResponse.json({ ...orders[0], delivery_status: 'Assigned' }));
    server.use(http.put('/api/admin/orders/:id/assign', assignment.resolver));
    const { user, dialog } = await openAssign();
    await user.selectOptions(dialog.getByRole('combobox'), 'd2');
    await user.click(dialog.getByRole('button', { name: 'Confirm Assignment' }));
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toHaveAttribute('aria-busy', 'true');
    assignment.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Order #00000001 assigned to Imran.');
    // Its Assign button is about to be disabled: the focus goes to the order instead of being lost.
    expect(within(rowOf('Lakshmi Reddy')).getByRole('button', { name: /open order details/ })).toHaveFocus();
    expect(assignment.bodies).toEqual([{ partnerId: 'd2' }]);
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[0].id}/assign`]);
    await waitFor(() => expect(requests.all()).toContain('GET /api/admin/orders'));
  });

  it('sends one request for a double click on Confirm Assignment and shows the success', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const requests = recordRequests();
    let assigned = false;
    server.use(
      // As the API did before answering a repeat for the same partner with 200: the second request got a 409.
      http.put('/api/admin/orders/:id/assign', async () => {
        if (assigned) return HttpResponse.json({ msg: 'This order has already been assigned to a partner.' }, { status: 409 });
        assigned = true;
        await delay(50);
        return HttpResponse.json({ ...orders[0], delivery_status: 'Assigned' });
      }),
    );
    const { user, dialog } = await openAssign();
    await user.selectOptions(dialog.getByRole('combobox'), 'd2');
    doubleClick(dialog.getByRole('button', { name: 'Confirm Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Order #00000001 assigned to Imran.');
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[0].id}/assign`]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts on failure and keeps the dialog open', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(http.put('/api/admin/orders/:id/assign', () => HttpResponse.json({ msg: 'Order already assigned' }, { status: 409 })));
    const { user, dialog } = await openAssign();
    await user.selectOptions(dialog.getByRole('combobox'), 'd1');
    await user.click(dialog.getByRole('button', { name: 'Confirm Assignment' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to assign order. Please try again.'));
    expect(screen.getByRole('dialog', { name: 'Assign Order' })).toBeInTheDocument();
  });
});

describe('Reassign, Unassign and Cancel', () => {
  it('reassigns to another active partner, sending the partner shown on the order', async () => {
    const requests = recordRequests();
    const reassigning = heldReply(() => HttpResponse.json({ ...orders[2], partner_id: 'd2', partner_name: 'Imran' }));
    server.use(http.put('/api/admin/orders/:id/reassign', reassigning.resolver));
    const { user } = await openOrders();
    await user.click(within(rowOf('Suresh')).getByRole('button', { name: /^Reassign order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reassign Order' }));
    // The partner who has it now is not offered.
    expect(
      within(dialog.getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a Partner', 'Imran (+919000000002)']);
    await user.selectOptions(dialog.getByRole('combobox'), 'd2');
    doubleClick(dialog.getByRole('button', { name: 'Confirm Reassignment' }));
    reassigning.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Order #00000003 reassigned to Imran.');
    expect(reassigning.bodies).toEqual([{ fromPartnerId: 'd1', partnerId: 'd2' }]);
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[2].id}/reassign`]);
  });

  it("shows the API's reason when the order was moved meanwhile", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const msg = 'This order has just been given to another partner. Reload to see who has it.';
    server.use(http.put('/api/admin/orders/:id/reassign', () => HttpResponse.json({ msg }, { status: 409 })));
    const { user } = await openOrders();
    await user.click(within(rowOf('Suresh')).getByRole('button', { name: /^Reassign order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reassign Order' }));
    await user.selectOptions(dialog.getByRole('combobox'), 'd2');
    await user.click(dialog.getByRole('button', { name: 'Confirm Reassignment' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(msg));
  });

  it('unassigns after a confirmation, one request however often it is clicked, every row action disabled meanwhile', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const requests = recordRequests();
    const unassigning = heldReply(() => HttpResponse.json({ ...orders[2], delivery_status: 'Pending', partner_id: null, partner_name: null }));
    server.use(http.put('/api/admin/orders/:id/unassign', unassigning.resolver));
    const { user } = await openOrders();
    const unassign = within(rowOf('Suresh')).getByRole('button', { name: /^Unassign order/ });
    await user.click(unassign);
    expect(confirm).toHaveBeenCalledWith('Take order #00000003 back from Suresh? It goes back to Pending.');
    expect(requests.writes()).toEqual([]);
    doubleClick(unassign);
    await waitFor(() => expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[2].id}/unassign`]));
    expect(unassign).toBeDisabled();
    expect(within(rowOf('Lakshmi Reddy')).getByRole('button', { name: /^Cancel order/ })).toBeDisabled();
    unassigning.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order #00000003 is Pending again, without a partner.'));
    expect(unassigning.bodies).toEqual([{ fromPartnerId: 'd1' }]);
    expect(requests.writes()).toHaveLength(1);
  });

  it('cancels in a dialog with a reason, one request per double click, and shows a refusal as a message', async () => {
    const requests = recordRequests();
    const cancelling = heldReply(() => HttpResponse.json({ msg: 'This order has already been delivered and cannot be cancelled.' }, { status: 409 }));
    server.use(http.put('/api/admin/orders/:id/cancel', cancelling.resolver));
    const { user } = await openOrders();
    await user.click(within(rowOf('Suresh')).getByRole('button', { name: /^Cancel order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Order' }));
    expect(requests.writes()).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Customer moved away');
    doubleClick(dialog.getByRole('button', { name: 'Cancel Order' }));
    expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeDisabled();
    cancelling.release();
    expect(await dialog.findByRole('alert')).toHaveTextContent('This order has already been delivered and cannot be cancelled.');
    expect(cancelling.bodies).toEqual([{ reason: 'Customer moved away' }]);
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[2].id}/cancel`]);
  });
});

describe('Courier dispatch, timeline and export', () => {
  it('ships a courier order with courier and tracking number; blank details are refused before sending', async () => {
    const requests = recordRequests();
    const shipping = heldReply(() => HttpResponse.json({ ...orders[1], delivery_status: 'Shipped', courier: 'DTDC', tracking_number: 'D123' }));
    server.use(http.put('/api/admin/orders/:id/ship', shipping.resolver));
    const { user } = await openOrders();
    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: /^Ship order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship Order' }));
    await user.click(dialog.getByRole('button', { name: 'Mark Shipped' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter the courier and the tracking number.');
    expect(requests.writes()).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Courier' }), ' DTDC ');
    await user.type(dialog.getByRole('textbox', { name: /^Tracking number/ }), 'D123');
    doubleClick(dialog.getByRole('button', { name: 'Mark Shipped' }));
    shipping.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Order #00000002 marked shipped with DTDC.');
    expect(shipping.bodies).toEqual([{ courier: 'DTDC', trackingNumber: 'D123' }]);
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[1].id}/ship`]);
  });

  it('takes a tracking number of at most 40 characters and says so beside the field once one reaches the limit', async () => {
    const { user } = await openOrders();
    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: /^Ship order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship Order' }));
    const tracking = dialog.getByRole('textbox', { name: /^Tracking number/ });
    expect(tracking).toHaveAccessibleName('Tracking number At most 40 characters.');
    await user.click(tracking);
    await user.paste('X'.repeat(45));
    expect(tracking).toHaveValue('X'.repeat(40));
    expect(dialog.getByText('Tracking numbers have at most 40 characters. Check it was not cut off.')).toBeInTheDocument();
  });

  it("shows the customer's phone, and the timeline with who and why in the order's details", async () => {
    serveOrders([
      {
        ...orders[1],
        delivery_status: 'Cancelled',
        status: 'Cancelled',
        status_history: [
          { status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'customer:u1', reason: null },
          { status: 'Cancelled', at: '2026-11-20T07:30:00.000Z', by: 'admin:a1', reason: 'Pickle jar broke' },
        ],
      },
    ]);
    const { user } = await openOrders();
    const row = rowOf('Ravi Kumar');
    expect(within(row).getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    await user.click(within(row).getByRole('button', { name: /open order details/ }));
    expect(itemTexts(screen.getByRole('list', { name: /^Timeline of order/ }))).toEqual([
      expect.stringMatching(/^Pending · .+ · by customer$/),
      expect.stringMatching(/^Cancelled · .+ · by admin — Pickle jar broke$/),
    ]);
  });

  it('exports the chosen days as CSV through the API client with the admin token', async () => {
    let seen: { url: string; token: string | null } | null = null;
    server.use(
      http.get('/api/admin/orders/export', ({ request }) => {
        seen = { url: request.url, token: request.headers.get('x-admin-token') };
        return new HttpResponse('Order,Placed (IST)\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const created = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openOrders();
    const form = within(screen.getByRole('form', { name: 'Export orders' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(form.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(seen).toEqual({ url: expect.stringMatching(/\/api\/admin\/orders\/export\?from=2026-11-01&to=2026-11-30$/), token: 'admin-token' });
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('orders-2026-11-01-to-2026-11-30.csv');
  });
});
