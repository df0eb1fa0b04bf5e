import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick } from '@farm-store/shared-ui/host/testing';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';
import type { Order } from '@/types/api';

const placed = { status: 'Pending', at: '2026-03-01T06:30:00.000Z' } as const;

/** The order list answers with `current()` each time, and PUT /cancel is counted (and answered by `answer`). */
function serveOrders(current: () => Order, answer: () => Promise<Response> | Response) {
  const calls = { cancel: 0 };
  server.use(
    http.get('/api/orders', () => HttpResponse.json([current()])),
    http.put('/api/orders/:id/cancel', async () => {
      calls.cancel += 1;
      return answer();
    }),
  );
  return calls;
}

async function openOrder() {
  const { user } = await renderApp('/account');
  const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
  await user.click(toggle);
  return { user, toggle };
}

describe('order history: cancel, timeline, courier dispatch', () => {
  beforeEach(() => signInAs());

  it('cancels a Pending order only after the confirmation, then shows it Cancelled with its timeline', async () => {
    let cancelled = false;
    const calls = serveOrders(
      () =>
        cancelled
          ? order({
              delivery_status: 'Cancelled',
              status: 'Cancelled',
              status_history: [placed, { status: 'Cancelled', at: '2026-03-01T07:00:00.000Z' }],
              cancellation: { by: 'customer', reason: null },
            })
          : order({ status_history: [placed] }),
      () => ((cancelled = true), HttpResponse.json(order({ delivery_status: 'Cancelled', status: 'Cancelled' }))),
    );
    const { user, toggle } = await openOrder();

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/Order #F5A6B7C8 will be cancelled/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.cancel).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(within(toggle).getByText('Cancelled by you')).toBeInTheDocument());
    expect(calls.cancel).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    const timeline = within(screen.getByRole('heading', { name: 'Order Timeline' }).parentElement!).getAllByRole('listitem');
    expect(timeline.map((li) => li.querySelector('span')?.textContent)).toEqual(['Waiting for a rider', 'Cancelled by you']);
    // The customer knows they cancelled: no note from the store.
    expect(screen.queryByTestId('order-cancellation')).not.toBeInTheDocument();
  });

  it('explains a 409 (the order left meanwhile) in its own words, never the raw server text', async () => {
    let shipped = false;
    serveOrders(
      () => order({ delivery_status: shipped ? 'Out for Delivery' : 'Assigned', partner_name: 'Ravi' }),
      () => (
        (shipped = true),
        HttpResponse.json({ msg: 'This order is Out for Delivery and has left our store, so it can no longer be cancelled.' }, { status: 409 })
      ),
    );
    const { user, toggle } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already on its way (or finished), so it can no longer be cancelled.');
    expect(screen.queryByText(/has left our store/)).not.toBeInTheDocument();
    // The list reloads after the refusal, so the card shows where the order is now and no longer offers a cancel.
    await waitFor(() => expect(within(toggle).getByText('On its way')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('a double click on Yes, Cancel Order sends one request and the button is disabled while it runs', async () => {
    let cancelled = false;
    const calls = serveOrders(
      () => order({ delivery_status: cancelled ? 'Cancelled' : 'Pending', status: cancelled ? 'Cancelled' : 'Placed' }),
      async () => {
        cancelled = true;
        await delay(50);
        return calls.cancel > 1 ? HttpResponse.json({ msg: 'This order is already cancelled.' }, { status: 409 }) : HttpResponse.json(order());
      },
    );
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Order' });
    doubleClick(yes);
    expect(yes).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
    expect(calls.cancel).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['Out for Delivery', 'Shipped', 'Delivered', 'Cancelled'] as const)('offers no cancel for a %s order', async (status) => {
    server.use(
      http.get('/api/orders', () => HttpResponse.json([order({ delivery_status: status, delivery_type: status === 'Shipped' ? 'automated' : 'partner' })])),
    );
    await openOrder();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('shows the courier, tracking number and expected date of a Shipped order and offers to confirm receipt', async () => {
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([
          order({
            delivery_type: 'automated',
            delivery_status: 'Shipped',
            expected_delivery_date: '2026-03-06T00:00:00.000Z',
            courier: 'Blue Dart',
            tracking_number: 'BD123456789IN',
            shipped_at: '2026-03-02T05:00:00.000Z',
            status_history: [placed, { status: 'Shipped', at: '2026-03-02T05:00:00.000Z' }],
          }),
        ]),
      ),
    );
    const { toggle } = await openOrder();
    expect(within(toggle).getByText('Shipped by courier')).toBeInTheDocument();
    const shipment = screen.getByRole('heading', { name: 'Shipment' }).parentElement!;
    expect(within(shipment).getByText('Courier: Blue Dart')).toBeInTheDocument();
    expect(within(shipment).getByText('Tracking number: BD123456789IN')).toBeInTheDocument();
    expect(within(shipment).getByText(/Shipped on .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expected Delivery' }).parentElement).toHaveTextContent(/6.*Mar.*2026|Mar.*6.*2026/);
    expect(screen.getByRole('button', { name: 'I Have Received This Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('offers no receipt confirmation for a cancelled courier order (the API refuses it)', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ delivery_type: 'automated', delivery_status: 'Cancelled', status: 'Cancelled' })])));
    await openOrder();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Have Received This Order' })).not.toBeInTheDocument();
  });

  it("shows the store's cancel and its reason at the top of the card, and in the badge and timeline", async () => {
    const history: Order['status_history'] = [placed, { status: 'Cancelled', at: '2026-03-01T07:00:00.000Z' }];
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([
          order({
            delivery_status: 'Cancelled',
            status: 'Cancelled',
            status_history: history,
            cancellation: { by: 'store', reason: 'Out of country chicken today' },
          }),
        ]),
      ),
    );
    const { toggle } = await openOrder();
    expect(within(toggle).getByText('Cancelled by the store')).toBeInTheDocument();
    expect(screen.getByTestId('order-cancellation')).toHaveTextContent('Cancelled by the storeReason from the store: Out of country chicken today');
    const timeline = within(screen.getByRole('heading', { name: 'Order Timeline' }).parentElement!).getAllByRole('listitem');
    expect(timeline.map((li) => li.querySelector('span')?.textContent)).toEqual(['Waiting for a rider', 'Cancelled by the store']);
  });

  it('shows the bill: subtotal, first-order discount, the coupon with its code, shipping and the total, then how it is paid', async () => {
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([
          order({ subtotal: 1700, first_order_discount: 170, coupon_discount: 50, coupon_code: 'FRESH50', shipping: 60, total_amount: 1540 }),
        ]),
      ),
    );
    await openOrder();
    const bill = screen.getByRole('region', { name: 'Bill Details' });
    const rows = within(bill)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '₹1,700.00'],
      ['First-order discount (10%)', '−₹170.00'],
      ['Coupon (FRESH50)', '−₹50.00'],
      ['Shipping', '₹60.00'],
      ['Total', '₹1,540.00'],
    ]);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Cash on delivery');
  });

  it('leaves out discounts the order did not have and shows free shipping as FREE', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ subtotal: 1700, first_order_discount: 0, shipping: 0, total_amount: 1700 })])));
    await openOrder();
    const bill = screen.getByRole('region', { name: 'Bill Details' });
    expect(
      within(bill)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Subtotal', 'Shipping', 'Total']);
    expect(within(bill).getByText('FREE')).toBeInTheDocument();
  });

  it('says the status words, the bill and the store’s reason in Telugu', async () => {
    await act(() => setLanguage('te'));
    try {
      server.use(
        http.get('/api/orders', () =>
          HttpResponse.json([order({ delivery_status: 'Cancelled', status: 'Cancelled', cancellation: { by: 'store', reason: 'Flooded road' } })]),
        ),
      );
      const { user } = await renderApp('/account');
      const toggle = await screen.findByRole('button', { name: /ఆర్డర్ #F5A6B7C8/ });
      expect(within(toggle).getByText('స్టోర్ రద్దు చేసింది')).toBeInTheDocument();
      await user.click(toggle);
      expect(screen.getByTestId('order-cancellation')).toHaveTextContent('స్టోర్ చెప్పిన కారణం: Flooded road');
      expect(screen.getByRole('region', { name: 'బిల్లు వివరాలు' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('asks and explains in Telugu when the shopper chose Telugu', async () => {
    await act(() => setLanguage('te'));
    try {
      serveOrders(
        () => order(),
        () => HttpResponse.json({ msg: 'This order is Shipped and has left our store, so it can no longer be cancelled.' }, { status: 409 }),
      );
      const { user } = await renderApp('/account');
      await user.click(await screen.findByRole('button', { name: /ఆర్డర్ #F5A6B7C8/ }));
      await user.click(screen.getByRole('button', { name: 'ఆర్డర్ రద్దు చేయండి' }));
      const dialog = await screen.findByRole('dialog', { name: 'ఈ ఆర్డర్‌ను రద్దు చేయాలా?' });
      await user.click(within(dialog).getByRole('button', { name: 'అవును, రద్దు చేయండి' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('ఈ ఆర్డర్ ఇప్పటికే బయలుదేరింది');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
