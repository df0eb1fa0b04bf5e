import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs, slot, slotsAnswer } from '@/testing/fixtures';
import type { Order } from '@/types/api';

// Sunday 29 Nov 2026, 3:30 pm in Hyderabad: the Monday 7–9 am slot closes at 10 pm tonight.
const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const monday = {
  id: 'hyderabad-2026-11-30-0700-0900',
  starts_at: '2026-11-30T01:30:00.000Z',
  ends_at: '2026-11-30T03:30:00.000Z',
  cutoff_at: '2026-11-29T16:30:00.000Z',
};
const tuesday = {
  id: 'hyderabad-2026-12-01-0700-0900',
  starts_at: '2026-12-01T01:30:00.000Z',
  ends_at: '2026-12-01T03:30:00.000Z',
  cutoff_at: '2026-11-30T16:30:00.000Z',
};
const slotted = (overrides: Partial<Order> = {}) => order({ slot: monday, ...overrides });

async function openOrder(orders: Order[]) {
  server.use(http.get('/api/orders', () => HttpResponse.json(orders)));
  const rendered = await renderApp('/account');
  await rendered.user.click(await screen.findByRole('button', { name: /Order #F5A6B7C8/ }));
  return rendered;
}

describe('order history: delivery slot', () => {
  beforeEach(() => {
    signInAs();
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    server.use(
      http.get('/api/slots', () =>
        HttpResponse.json(slotsAnswer({ slots_in_use: true, slots: [slot({ status: 'full', remaining: 0 }), slot(tuesday)], next_open: slot(tuesday) })),
      ),
    );
  });

  it('says when the order arrives, and moves it to another open slot', async () => {
    let body: unknown;
    server.use(
      http.put('/api/orders/:id/slot', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(slotted({ slot: tuesday }));
      }),
    );
    const { user } = await openOrder([slotted()]);
    expect(screen.getByText('Arriving Mon 30 Nov, 7–9 am')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change delivery slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose another delivery slot' });
    const move = within(dialog).getByRole('button', { name: 'Move to this slot' });
    expect(move).toBeDisabled();
    await user.click(within(await within(dialog).findByRole('group', { name: 'Tue 1 Dec' })).getByRole('radio'));
    await user.click(move);

    expect(await screen.findByText('Arriving Tue 1 Dec, 7–9 am')).toBeInTheDocument();
    expect(body).toEqual({ slotId: tuesday.id });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the store's refusal in the customer's words", async () => {
    server.use(http.put('/api/orders/:id/slot', () => HttpResponse.json({ msg: 'That delivery slot just filled. Please choose another.' }, { status: 409 })));
    const { user } = await openOrder([slotted()]);
    await user.click(screen.getByRole('button', { name: 'Change delivery slot' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(await within(dialog).findByRole('group', { name: 'Tue 1 Dec' })).getByRole('radio'));
    await user.click(within(dialog).getByRole('button', { name: 'Move to this slot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That delivery slot just filled. Please choose another.');
    expect(screen.getByText('Arriving Mon 30 Nov, 7–9 am')).toBeInTheDocument();
  });

  it.each([
    { why: 'after the cut-off', orders: [slotted({ slot: { ...monday, cutoff_at: '2026-11-29T09:59:59.000Z' } })] },
    { why: 'once cancelled', orders: [slotted({ delivery_status: 'Cancelled', status: 'Cancelled' })] },
    { why: 'without a pincode in the address', orders: [slotted({ shipping_address: { label: 'Home', value: 'Flat 4B, Banjara Hills', pincode: null } })] },
  ])('offers no change $why', async ({ orders }) => {
    await openOrder(orders);
    expect(screen.getByText('Arriving Mon 30 Nov, 7–9 am')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change delivery slot' })).not.toBeInTheDocument());
  });

  it('shows a courier order its expected day, as before', async () => {
    await openOrder([order({ delivery_type: 'automated', expected_delivery_date: '2026-12-04T00:00:00.000Z' })]);
    expect(screen.getByText('Expected Delivery')).toBeInTheDocument();
    expect(screen.queryByText(/Arriving/)).not.toBeInTheDocument();
  });
});
