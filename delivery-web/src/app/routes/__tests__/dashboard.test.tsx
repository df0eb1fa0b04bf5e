import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick } from '@farm-store/shared-ui/host/testing';
import { fakeGeolocation, installGeolocation } from '@/testing/fake-geolocation';
import { fakeJwt } from '@/testing/fake-jwt';
import { renderApp } from '@/testing/render';
import { readyAtTheDoor, slotAt } from '@/testing/partner-order';
import { server } from '@/testing/server';

const HERE = { latitude: 17.4126, longitude: 78.4482 };

const order = (overrides: Record<string, unknown>) => ({
  id: '665f1c2ab0c1d2e3f4a5b6c7',
  customer_name: 'Lakshmi Reddy',
  customer_phone: '+919876543210',
  total_amount: 1249.5,
  amount_due: 1249.5,
  payment: { method: 'cod', state: 'due', paid_via: null },
  shipping_address: { label: 'Home', value: '8-2-293 Road No. 12, Banjara Hills, Hyderabad' },
  slot: null,
  delivery_status: 'Assigned',
  status: 'Placed',
  created_at: '2026-06-01T09:30:00.000Z',
  items: [
    { product_id: 'p-eggs', variant_id: 'v-eggs-6', name: 'Country Eggs', variantLabel: '6 pcs', quantity: 2, price: 90, weighed: null },
    { product_id: 'p-oil', variant_id: 'v-oil-1l', name: 'Cold-pressed Groundnut Oil', variantLabel: '1 L', quantity: 1, price: 1069.5, weighed: null },
  ],
  cash_collected: null,
  cash_note: null,
  ...readyAtTheDoor,
  ...overrides,
});

/** The same order as GET /api/admin/orders lists it: every field staff see. */
const adminOrder = (overrides: Record<string, unknown>) => {
  const { amount_due: _, destination: __, handover: ___, ...fields } = order(overrides);
  return {
    ...fields,
    payment: { method: 'cod', state: 'due', paid_via: null, instrument: null, paid: 0, refunded: 0, refund_pending: 0, refunds: [], expires_at: null },
    user_id: '665f1c2ab0c1d2e3f4a5b000',
    payment_method: 'Cash on Delivery',
    delivery_type: 'partner',
    expected_delivery_date: null,
    partner_id: null,
    override_request: null,
    partner_name: null,
    partner_phone: null,
    subtotal: 1249.5,
    first_order_discount: 0,
    coupon_discount: 0,
    shipping: 0,
    nominal_total: null,
    awaiting_weights: false,
    store_credit: 0,
    to_pay: fields.total_amount,
    coupon_code: null,
    is_outstation: false,
    courier: null,
    tracking_number: null,
    shipped_at: null,
    handover_code: null,
    cancellation: null,
    bill: null,
    credit_notes: [],
    status_history: [{ status: 'Placed', at: '2026-06-01T09:30:00.000Z', by: 'customer:665f1c2ab0c1d2e3f4a5b000', reason: null }],
  };
};

/** A slot's group of cards, named by its heading: "7–9 am · 3 orders". */
const SLOT_GROUP = / · \d+ orders?$/;

/** The short form of the test order's id, as every app shows it. */
const SHORT = 'F4A5B6C7';

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
      return HttpResponse.json({ ok: true, updated_at: new Date().toISOString() });
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
      order({
        id: 'b2',
        customer_name: 'Imran Khan',
        delivery_status: 'Delivered',
        shipping_address: { label: '', value: '' },
        customer_phone: '+919812345678',
      }),
    ]);
    await renderApp('/delivery/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ravi Kumar!' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lakshmi Reddy' });
    expect(within(card).getByText(`#${SHORT}`)).toHaveAttribute('data-order-id', '665f1c2ab0c1d2e3f4a5b6c7');
    const items = within(within(card).getByRole('region', { name: 'Items to hand over' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['2 × Country Eggs · 6 pcs', '1 × Cold-pressed Groundnut Oil · 1 L']);
    expect(within(card).getByText('Collect')).toBeInTheDocument();
    expect(within(card).getByText('₹1,249.50')).toBeInTheDocument();
    expect(within(card).getByText('Assigned')).toHaveClass('fsui-badge--yellow');
    const directions = within(card).getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=8-2-293%20Road%20No.%2012%2C%20Banjara%20Hills%2C%20Hyderabad');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'Call Lakshmi Reddy +919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();

    // Delivered orders are not in the list of what is still to do, but under Today.
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(screen.getByRole('region', { name: /^To deliver/ })).queryByRole('article', { name: 'Imran Khan' })).not.toBeInTheDocument();
    const delivered = within(today).getByRole('article', { name: 'Imran Khan' });
    expect(within(delivered).getByText('Delivered')).toHaveClass('fsui-badge--green');
    expect(within(delivered).getByText('No address')).toBeInTheDocument();
    expect(within(delivered).queryByRole('link', { name: /Get Directions/ })).not.toBeInTheDocument();
    expect(within(delivered).queryByRole('button', { name: /Accept|Deliver/ })).not.toBeInTheDocument();

    // Nothing is Out for Delivery: no location is shared and the indicator says so.
    expect(trackingIndicator()).toHaveAttribute('role', 'status');
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
    expect(seenTokens).toEqual(['partner-token']);
  });

  it('groups what is left to deliver by slot, earliest first and "No slot" last, each card saying when to deliver', async () => {
    signInAsPartner();
    partnerApi([
      order({ id: 'e1', customer_name: 'Evening One', slot: slotAt(0, 17, 19) }),
      order({ id: 'n1', customer_name: 'No Slot', slot: null }),
      order({ id: 't1', customer_name: 'Tomorrow', slot: slotAt(1, 7, 9) }),
      order({ id: 'm1', customer_name: 'Morning', slot: slotAt(0, 7, 9) }),
      order({ id: 'e2', customer_name: 'Evening Two', slot: slotAt(0, 17, 19) }),
      order({ id: 'd1', customer_name: 'Delivered', delivery_status: 'Delivered', status: 'Completed', slot: slotAt(0, 7, 9) }),
    ]);
    await renderApp('/delivery/dashboard');

    const toDeliver = await screen.findByRole('region', { name: /^To deliver/ });
    const groups = within(toDeliver).getAllByRole('region', { name: SLOT_GROUP });
    expect(groups.map((group) => within(group).getAllByRole('heading')[0].textContent)).toEqual([
      '7–9 am · 1 order',
      '5–7 pm · 2 orders',
      expect.stringMatching(/^\w{3} \d{1,2} \w{3}, 7–9 am · 1 order$/),
      'No slot · 1 order',
    ]);
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('article')
          .map((card) => within(card).getAllByRole('heading')[0].textContent),
      ),
    ).toEqual([['Morning'], ['Evening One', 'Evening Two'], ['Tomorrow'], ['No Slot']]);
    expect(within(screen.getByRole('article', { name: 'Evening One' })).getByText(/^Deliver/)).toHaveTextContent('Deliver 5–7 pm');
    expect(within(screen.getByRole('article', { name: 'Tomorrow' })).getByText(/^Deliver/)).toHaveTextContent(/^Deliver \w{3} \d{1,2} \w{3}, 7–9 am$/);
    expect(within(screen.getByRole('article', { name: 'No Slot' })).queryByText(/^Deliver/)).not.toBeInTheDocument();
  });

  it('keeps one list when no order has a slot', async () => {
    signInAsPartner();
    partnerApi([order({ id: 'a', customer_name: 'A' }), order({ id: 'b', customer_name: 'B' })]);
    await renderApp('/delivery/dashboard');
    const toDeliver = await screen.findByRole('region', { name: /^To deliver/ });
    expect(within(toDeliver).getAllByRole('article')).toHaveLength(2);
    expect(within(toDeliver).queryByRole('region', { name: SLOT_GROUP })).not.toBeInTheDocument();
    expect(screen.queryByText(/No slot/)).not.toBeInTheDocument();
  });

  it("shows the address's landmark and opens the customer's map pin", async () => {
    signInAsPartner();
    partnerApi([
      order({
        shipping_address: {
          label: 'Home',
          value: '8-2-293 Road No. 12, Banjara Hills, Hyderabad',
          landmark: 'Opposite the Metro pillar 1234',
          pin: { lat: 17.4126, lng: 78.4482 },
        },
      }),
      order({ id: 'b2', customer_name: 'Imran Khan' }),
    ]);
    await renderApp('/delivery/dashboard');

    const card = await screen.findByRole('article', { name: 'Lakshmi Reddy' });
    expect(within(card).getByText('Landmark')).toBeInTheDocument();
    expect(within(card).getByText('Opposite the Metro pillar 1234')).toBeInTheDocument();
    const pin = within(card).getByRole('link', { name: 'Open pin in map (opens in a new tab)' });
    expect(pin).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=17.4126&mlon=78.4482#map=18/17.4126/78.4482');
    expect(pin).toHaveAttribute('target', '_blank');

    // An address without them: neither is shown.
    const other = screen.getByRole('article', { name: 'Imran Khan' });
    expect(within(other).queryByText('Landmark')).not.toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /Open pin in map/ })).not.toBeInTheDocument();
  });

  it('colours Out for Delivery blue and other statuses grey', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    partnerApi([
      order({ id: 'a', customer_name: 'A', delivery_status: 'Out for Delivery' }),
      order({ id: 'b', customer_name: 'B', delivery_status: 'Cancelled' }),
    ]);
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
        return HttpResponse.json(order({ delivery_status: 'Out for Delivery' }));
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    // The same button becomes the next step, so a keyboard user's focus stays on it.
    expect(await screen.findByRole('button', { name: 'Deliver' })).toHaveFocus();
    expect(accepted).toBe('665f1c2ab0c1d2e3f4a5b6c7');
    expect(screen.getByText(`Order #${SHORT} accepted.`).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
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
    expect(await screen.findByRole('button', { name: 'Deliver' })).toBeInTheDocument();
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

  it('completes an order after confirming the cash, and keeps the dialog open with the reason when it fails', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    const api = partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    let fail = true;
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/delivery/orders/:id/complete', async ({ request }) => {
        bodies.push(await request.json());
        if (fail) return new HttpResponse(null, { status: 500 });
        api.setOrders([order({ delivery_status: 'Delivered', status: 'Completed', cash_collected: 1249.5 })]);
        return HttpResponse.json(order({ delivery_status: 'Delivered', status: 'Completed', cash_collected: 1249.5 }));
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Deliver' }));
    // One tap only opens the confirmation: nothing is sent yet.
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    expect(bodies).toEqual([]);
    expect(within(dialog).getByText(`Order #${SHORT} · Lakshmi Reddy`)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cash collected (₹)' })).toHaveValue('1249.50');
    expect(within(dialog).queryByRole('textbox', { name: 'Why is it different?' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to complete order. Please try again.');
    expect(bodies).toEqual([{ cash_collected_paise: 124950 }]);

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Delivered')).toHaveClass('fsui-badge--green');
    expect(within(today).getByText('Cash collected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deliver' })).not.toBeInTheDocument();
    expect(screen.getByText(`Order #${SHORT} delivered.`).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // The button went with the last step: focus moves to the Today section rather than being lost.
    expect(screen.getByRole('heading', { name: 'Today' })).toHaveFocus();
    await waitFor(() => expect(trackingIndicator()).toHaveTextContent('Tracking Inactive'));
  });

  it('requires a note when the cash collected differs from the amount due, and sends both', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/delivery/orders/:id/complete', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(order({ delivery_status: 'Delivered', status: 'Completed' }));
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Deliver' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const cash = within(dialog).getByRole('textbox', { name: 'Cash collected (₹)' });

    await user.clear(cash);
    await user.type(cash, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the cash in rupees, like 180 or 180.50.');
    expect(cash).toHaveAttribute('aria-invalid', 'true');

    await user.clear(cash);
    await user.type(cash, '1,200');
    const note = within(dialog).getByRole('textbox', { name: 'Why is it different?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please say why');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(note, '  Short by ₹49.50, will pay tomorrow ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(bodies).toEqual([{ cash_collected_paise: 120000, note: 'Short by ₹49.50, will pay tomorrow' }]));
  });

  it("shows the API's reason for refusing the cash, and Cancel sends nothing", async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    let calls = 0;
    server.use(
      http.put('/api/delivery/orders/:id/complete', () => {
        calls += 1;
        return HttpResponse.json({ msg: 'The cash collected cannot be more than 10 times the amount due. Please check the amount.' }, { status: 400 });
      }),
    );
    const { user } = await renderApp('/delivery/dashboard');
    const complete = await screen.findByRole('button', { name: 'Deliver' });
    await user.click(complete);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(complete).toHaveFocus();
    expect(calls).toBe(0);

    await user.click(complete);
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const cash = within(dialog).getByRole('textbox', { name: 'Cash collected (₹)' });
    await user.clear(cash);
    await user.type(cash, '124950');
    await user.type(within(dialog).getByRole('textbox', { name: 'Why is it different?' }), 'typo test');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot be more than 10 times the amount due');
    expect(calls).toBe(1);
    // Correcting the amount answers the refusal: it goes.
    await user.clear(cash);
    await user.type(cash, '1249.50');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears "the cash differs" once the amount is corrected to the amount due, or once a note says why', async () => {
    signInAsPartner();
    installGeolocation(fakeGeolocation(HERE));
    partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Deliver' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete delivery' });
    const cash = within(dialog).getByRole('textbox', { name: 'Cash collected (₹)' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm delivery' });

    await user.clear(cash);
    await user.type(cash, '1200');
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The cash differs from the amount due: please say why');
    await user.clear(cash);
    await user.type(cash, '1249.50');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Why is it different?' })).not.toBeInTheDocument();
    expect(cash).not.toHaveAttribute('aria-invalid');

    await user.clear(cash);
    await user.type(cash, '1200');
    await user.click(confirm);
    const note = within(dialog).getByRole('textbox', { name: 'Why is it different?' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.type(note, 'Sh');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(note, 'ort');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it("moves delivered orders to Today with the day's count and cash collected; the list says when all is done", async () => {
    signInAsPartner();
    partnerApi([
      order({ id: 'a1', customer_name: 'Asha', delivery_status: 'Assigned' }),
      order({ id: 'd1', customer_name: 'Bala', delivery_status: 'Delivered', status: 'Completed', total_amount: 180, cash_collected: 180 }),
      order({
        id: 'd2',
        customer_name: 'Chitra',
        delivery_status: 'Delivered',
        status: 'Completed',
        total_amount: 250.5,
        cash_collected: 200.25,
        cash_note: 'Paid the rest by UPI to the store',
      }),
      // Completed before the app asked for the cash: its total was collected.
      order({ id: 'd3', customer_name: 'Deepa', delivery_status: 'Delivered', status: 'Completed', total_amount: 99.1, cash_collected: null }),
    ]);
    await renderApp('/delivery/dashboard');
    const todo = await screen.findByRole('region', { name: 'To deliver (1)' });
    expect(
      within(todo)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Asha']);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('3 delivered')).toBeInTheDocument();
    expect(within(today).getByText('₹479.35')).toBeInTheDocument();
    expect(within(today).getByText(/cash collected$/)).toBeInTheDocument();
    const chitra = within(today).getByRole('article', { name: 'Chitra' });
    expect(within(chitra).getByText('₹200.25')).toBeInTheDocument();
    expect(within(chitra).getByText(/Paid the rest by UPI/)).toBeInTheDocument();
  });

  it('says kindly when everything of the day is delivered', async () => {
    signInAsPartner();
    partnerApi([order({ delivery_status: 'Delivered', status: 'Completed', cash_collected: 1249.5 })]);
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: 'All done for now' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing left to deliver/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Today' })).getByText('1 delivered')).toBeInTheDocument();
  });

  it('explains why tracking is off when location is denied, and Try again asks once more', async () => {
    signInAsPartner();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const denied = fakeGeolocation({ error: 'User denied Geolocation' });
    installGeolocation(denied);
    partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    const { user } = await renderApp('/delivery/dashboard');
    const help = await screen.findByRole('region', { name: 'Tracking is off: customers cannot see where you are' });
    expect(help).toHaveTextContent('This browser is not allowed to use your location');
    expect(help).toHaveTextContent('Permissions');
    expect(trackingIndicator()).toHaveTextContent('Tracking Inactive');
    const asked = denied.getCurrentPosition.mock.calls.length;
    await user.click(within(help).getByRole('button', { name: 'Try again' }));
    expect(denied.getCurrentPosition.mock.calls.length).toBe(asked + 1);
  });

  it('tells the partner when the phone cannot find a position', async () => {
    signInAsPartner();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installGeolocation(fakeGeolocation({ error: 'Position unavailable', code: 2 }));
    partnerApi([order({ delivery_status: 'Out for Delivery' })]);
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('region', { name: /^Tracking is off/ })).toHaveTextContent('could not find where you are');
  });

  it('copies the full order id', async () => {
    signInAsPartner();
    partnerApi([order({})]);
    const { user } = await renderApp('/delivery/dashboard');
    const card = await screen.findByRole('article', { name: 'Lakshmi Reddy' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText'); // user-event's clipboard
    await user.click(within(card).getByRole('button', { name: 'Copy id 665f1c2ab0c1d2e3f4a5b6c7' }));
    expect(writeText).toHaveBeenCalledWith('665f1c2ab0c1d2e3f4a5b6c7');
    expect(await screen.findByText('Full order id copied.')).toBeInTheDocument();
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
  it('lists every order through the admin endpoint without Accept or Deliver', async () => {
    const token = fakeJwt('admin');
    localStorage.setItem('adminToken', token);
    let seen: string | null = null;
    server.use(
      http.get('/api/admin/orders', ({ request }) => {
        seen = request.headers.get('x-admin-token');
        const orders = [adminOrder({}), adminOrder({ id: 'o2', customer_name: 'Imran Khan', delivery_status: 'Out for Delivery' })];
        return HttpResponse.json({ orders, total: 2, page: 1, totalPages: 1 });
      }),
    );
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('article', { name: 'Lakshmi Reddy' })).toBeInTheDocument();
    expect(seen).toBe(token);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Admin!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deliver' })).not.toBeInTheDocument();
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

  /** Each step a partner takes on an order: its button, its API call, the order before and after, the toast's word. */
  const STEPS = [
    ['Accept', 'accept', order({}), order({ delivery_status: 'Out for Delivery' }), 'accepted'],
    ['Deliver', 'complete', order({ delivery_status: 'Out for Delivery' }), order({ delivery_status: 'Delivered', status: 'Completed' }), 'delivered'],
  ] as const;

  it.each(STEPS)('a double tap on %s sends one request', async (button, step, before, after, done) => {
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
    const { user } = await renderApp('/delivery/dashboard');
    const first = await screen.findByRole('button', { name: button });
    if (step === 'complete') {
      await user.click(first);
      const confirm = screen.getByRole('button', { name: 'Confirm delivery' });
      doubleClick(confirm);
      // Disabled while its request is in flight.
      expect(confirm).toBeDisabled();
    } else {
      doubleClick(first);
    }
    expect(await screen.findByText(`Order #${SHORT} ${done}.`)).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(STEPS)('%s answered 409 because this partner already did it (another tab) counts as done', async (button, step, before, after, done) => {
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
    if (step === 'complete') await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText(`Order #${SHORT} ${done}.`)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
