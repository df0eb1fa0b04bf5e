import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { orders, slotFill } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server, serveOrders } from '@/testing/server';

const rowOf = (customer: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(customer))!;

const { id, starts_at, ends_at, cutoff_at } = slotFill('2026-11-30', 7, 9);
const inMondayMorning = { ...orders[0]!, slot: { id, starts_at, ends_at, cutoff_at } };

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

describe('Orders tab: delivery slots', () => {
  it('shows the slot of each order, and filters by a slot kept in the URL', async () => {
    const queries = serveOrders([inMondayMorning, orders[1]!]);
    const { user, router } = await renderApp('/admin/orders');
    expect(await within(rowOf('Lakshmi Reddy')).findByText('Mon 30 Nov, 7–9 am')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('—')).toBeInTheDocument();
    const slots = screen.getByLabelText('Delivery slot');
    await waitFor(() => expect(within(slots).getByRole('option', { name: 'Sat 28 Nov, 7–9 am (full)' })).toBeInTheDocument());
    await user.selectOptions(slots, 'Mon 30 Nov, 7–9 am');
    expect(router.state.location.search).toBe(`?slot=${id}`);
    await waitFor(() => expect(queries).toContain(`?page=1&limit=20&slot=${id}`));
  });

  it('opens on the slot of its link', async () => {
    const queries = serveOrders();
    await renderApp(`/admin/orders?slot=${id}`);
    await waitFor(() => expect(queries).toContain(`?page=1&limit=20&slot=${id}`));
    await waitFor(() => expect(screen.getByLabelText('Delivery slot')).toHaveValue(id));
  });

  it('ignores a slot it cannot read', async () => {
    const queries = serveOrders();
    await renderApp('/admin/orders?slot=monday-morning');
    await waitFor(() => expect(queries).toContain('?page=1&limit=20'));
    expect(screen.getByLabelText('Delivery slot')).toHaveValue('');
  });

  it('moves an order to another open slot once, and says the customer gets an SMS', async () => {
    serveOrders([inMondayMorning]);
    const move = heldReply(() => HttpResponse.json({ ...inMondayMorning, slot: null }));
    server.use(http.put('/api/admin/orders/:id/slot', move.resolver));
    const { user } = await renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: `Move slot of order #${shortOrderId(inMondayMorning.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to Another Slot' }));
    const choice = dialog.getByLabelText('New delivery slot');
    await waitFor(() => expect(choice).toBeEnabled());
    // Open slots only: not the order's own, not a full one.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a slot', 'Sat 28 Nov, 5–7 pm', 'Mon 30 Nov, 7–9 pm']);
    expect(dialog.getByRole('button', { name: 'Move Order' })).toBeDisabled();
    await user.selectOptions(choice, 'Mon 30 Nov, 7–9 pm');
    await user.dblClick(dialog.getByRole('button', { name: 'Move Order' }));
    expect(dialog.getByRole('button', { name: 'Moving...' })).toBeDisabled();
    move.release();
    expect(await screen.findByText('Order #00000001 moved to Mon 30 Nov, 7–9 pm; the customer gets an SMS.')).toBeInTheDocument();
    expect(move.bodies).toEqual([{ slotId: 'hyderabad-2026-11-30-1900-2100' }]);
    expect(screen.queryByRole('dialog', { name: 'Move to Another Slot' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the slot just filled", async () => {
    serveOrders([inMondayMorning]);
    server.use(
      http.put('/api/admin/orders/:id/slot', () => HttpResponse.json({ msg: 'That delivery slot just filled. Please choose another.' }, { status: 409 })),
    );
    const { user } = await renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: `Move slot of order #${shortOrderId(inMondayMorning.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to Another Slot' }));
    await waitFor(() => expect(dialog.getByLabelText('New delivery slot')).toBeEnabled());
    await user.selectOptions(dialog.getByLabelText('New delivery slot'), 'Sat 28 Nov, 5–7 pm');
    await user.click(dialog.getByRole('button', { name: 'Move Order' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That delivery slot just filled. Please choose another.');
  });

  it('offers no move once the order is out for delivery', async () => {
    serveOrders([{ ...inMondayMorning, delivery_status: 'Out for Delivery', partner_id: 'd1', partner_name: 'Suresh' }]);
    await renderApp('/admin/orders');
    await within(rowOf('Lakshmi Reddy')).findByText('Mon 30 Nov, 7–9 am');
    expect(screen.queryByRole('button', { name: /^Move slot of order/ })).not.toBeInTheDocument();
  });
});
