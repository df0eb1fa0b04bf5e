import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { orderPage, orders } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const rowOf = (customer: string, index = 0) => screen.getAllByRole('row').filter((row) => within(row).queryByText(customer))[index];

async function openOrders() {
  localStorage.setItem('adminToken', 'admin-token');
  const view = await renderApp('/admin');
  await view.user.click(screen.getByRole('tab', { name: 'Orders' }));
  await screen.findByText('Ravi Kumar');
  return view;
}

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
    const automated = within(outstation).getByRole('button', { name: /^Assign order/ });
    expect(automated).toBeDisabled();
    expect(automated).toHaveAttribute('title', 'This order is handled automatically');

    const assigned = rowOf('Suresh');
    expect(within(assigned).getByRole('button', { name: /^Assign order/ })).toBeDisabled();
  });

  it('expands an order to show items and shipping', async () => {
    const { user } = await openOrders();
    const toggle = within(rowOf('Lakshmi Reddy')).getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(rowOf('Lakshmi Reddy')).getByText(/Kadaknath Chicken \(1kg\) — 2 x/)).toBeInTheDocument();
    expect(within(rowOf('Lakshmi Reddy')).getByText('Road 12, Banjara Hills, Hyderabad')).toBeInTheDocument();
  });

  it('filters by status and outstation and pages through the results', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/orders', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ ...orderPage, totalPages: 3, page: Number(new URL(request.url).searchParams.get('page')) });
      }),
    );
    const { user } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Delivery status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Destination'), 'true');
    await waitFor(() => expect(queries).toContain('?page=1&limit=20&status=Pending&outstation=true'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toContain('?page=2&limit=20&status=Pending&outstation=true'));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
  });
});

describe('Assign Order modal', () => {
  async function openAssign() {
    const view = await openOrders();
    await view.user.click(within(rowOf('Lakshmi Reddy')).getByRole('button', { name: /^Assign order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Order' }));
    return { ...view, dialog };
  }

  it('lists active partners as name (id) and enables Confirm Assignment only after a choice', async () => {
    const { user, dialog } = await openAssign();
    const select = dialog.getByRole('combobox');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a Partner', 'Suresh (d1)', 'Imran (d2)']);
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    await user.selectOptions(select, 'd2');
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('assigns (busy while sending), closes and reloads', async () => {
    const requests = recordRequests();
    let body: unknown;
    server.use(
      http.put('/api/admin/orders/:id/assign', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ ...orders[0], delivery_status: 'Assigned' });
      }),
    );
    const { user, dialog } = await openAssign();
    await user.selectOptions(dialog.getByRole('combobox'), 'd2');
    await user.click(dialog.getByRole('button', { name: 'Confirm Assignment' }));
    expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(`Order ${orders[0].id} assigned to Imran.`);
    // Its Assign button is about to be disabled: the focus goes to the order instead of being lost.
    expect(within(rowOf('Lakshmi Reddy')).getByRole('button', { expanded: false })).toHaveFocus();
    expect(body).toEqual({ partnerId: 'd2' });
    expect(requests.writes()).toEqual([`PUT /api/admin/orders/${orders[0].id}/assign`]);
    await waitFor(() => expect(requests.all()).toContain('GET /api/admin/orders'));
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
