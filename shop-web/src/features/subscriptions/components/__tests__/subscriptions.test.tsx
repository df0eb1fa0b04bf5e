import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/fixtures';
import type { Subscription } from '../../api/get-subscriptions';
import type { SubscriptionCalendar } from '../../api/get-subscription-calendar';

// Tuesday 1 December 2026, 10:00 in Hyderabad: 2 December is open until 22:00 tonight.
const NOW = Date.parse('2026-12-01T04:30:00.000Z');
// Variant ids as the API writes them.
const MILK_HALF = 'a00000000000000000000001';
const MILK_LITRE = 'a00000000000000000000002';
const CURD = 'a00000000000000000000003';
const EGGS = 'a00000000000000000000004';
const PANEER = 'a00000000000000000000005';

const variant = (id: string, label: string, price: number) => ({
  id,
  product_id: 'p-milk',
  label,
  price,
  stock: null,
  weight_grams: 520,
  mrp: null,
  sold_by_weight: false,
  tolerance_pct: null,
  price_per_kg: null,
});
const milk = {
  id: 'p-milk',
  name: 'Desi Cow Milk',
  description: 'Fresh A2 milk.',
  name_te: 'దేశీ ఆవు పాలు',
  description_te: '',
  image_url: null,
  category: 'dairy',
  is_new: false,
  is_active: true,
  subscribable: true,
  created_at: '2026-09-01T06:30:00.000Z',
  hsn: '0401',
  gst_rates: [{ rate: 0 as const, from: '2017-07-01' }],
  variants: [variant(MILK_HALF, '500ml', 45), variant(MILK_LITRE, '1l', 85)],
};

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  items: [{ variantId: MILK_HALF, quantity: 2 }],
  schedule: { kind: 'daily' },
  startDate: '2026-12-02',
  slotId: 'slot-morning',
  addressId: 'a1',
  status: 'active',
  pauses: [],
  cancelledFrom: null,
  createdAt: '2026-11-30T06:30:00.000Z',
  ...overrides,
});

const options = { slots: [{ id: 'slot-morning', label: '07:00–09:00' }], cutoff: '22:00', firstDay: '2026-12-02' };

/** 1 December (today, closed) to 4 December; the 3rd skipped. */
const calendar = (overrides: Partial<SubscriptionCalendar> = {}): SubscriptionCalendar => ({
  subscription: subscription(),
  days: [
    { date: '2026-12-01', items: [], reason: 'before_start', changed: false, changeable: false, cutoffAt: '2026-11-30T16:30:00.000Z' },
    {
      date: '2026-12-02',
      items: [{ variantId: MILK_HALF, quantity: 2 }],
      reason: null,
      changed: false,
      changeable: true,
      cutoffAt: '2026-12-01T16:30:00.000Z',
    },
    { date: '2026-12-03', items: [], reason: 'skipped', changed: true, changeable: true, cutoffAt: '2026-12-02T16:30:00.000Z' },
    {
      date: '2026-12-04',
      items: [
        { variantId: MILK_HALF, quantity: 2 },
        { variantId: CURD, quantity: 1, extra: true },
      ],
      reason: null,
      changed: true,
      changeable: true,
      cutoffAt: '2026-12-03T16:30:00.000Z',
    },
  ],
  variants: [
    { id: MILK_HALF, productId: 'p-milk', name: 'Desi Cow Milk', nameTe: 'దేశీ ఆవు పాలు', label: '500ml', price: 45 },
    { id: CURD, productId: 'p-curd', name: 'Set Curd', nameTe: '', label: '500g', price: 60 },
  ],
  ...overrides,
});

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  server.use(
    http.get('/api/products/p-milk', () => HttpResponse.json({ product: milk, related: [] })),
    http.get('/api/subscriptions/options', () => HttpResponse.json(options)),
    http.get('/api/subscriptions/:id/calendar', () => HttpResponse.json(calendar())),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('subscribe from the product page', () => {
  it('sends a guest to sign in first', async () => {
    const { user, router } = await renderApp('/product/p-milk');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Desi Cow Milk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('subscribes to a size, on alternate days from the first open day, in a morning slot, to a saved address', async () => {
    signInAs();
    let body: unknown;
    server.use(
      http.post('/api/subscriptions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(subscription({ id: 's9' }), { status: 201 });
      }),
    );
    const { user, router } = await renderApp('/product/p-milk');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Desi Cow Milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Desi Cow Milk' });
    await user.click(await within(dialog).findByRole('radio', { name: /1l/ }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Desi Cow Milk' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Alternate days' }));
    expect(within(dialog).getByLabelText('Start on')).toHaveValue('2026-12-02');
    expect(within(dialog).getByRole('radio', { name: '07:00–09:00' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Home/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/subscriptions/s9'));
    expect(body).toEqual({
      items: [{ variantId: MILK_LITRE, quantity: 2 }],
      schedule: { kind: 'alternate' },
      startDate: '2026-12-02',
      slotId: 'slot-morning',
      addressId: 'a1',
    });
  });

  it('asks for days of the week when the customer chooses days', async () => {
    signInAs();
    let body: unknown;
    server.use(
      http.post('/api/subscriptions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(subscription(), { status: 201 });
      }),
    );
    const { user } = await renderApp('/product/p-milk');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Desi Cow Milk' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Choose days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose at least one day of the week.');
    expect(body).toBeUndefined();
    const days = within(dialog).getByRole('group', { name: 'Days of the week' });
    await user.click(within(days).getByRole('button', { name: 'Mon' }));
    await user.click(within(days).getByRole('button', { name: 'Fri' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(body).toMatchObject({ schedule: { kind: 'weekdays', weekdays: [1, 5] } }));
  });

  it('offers to add the product to the subscription already coming in that slot to that address', async () => {
    signInAs();
    let body: unknown;
    server.use(
      http.get('/api/subscriptions', () => HttpResponse.json([subscription({ items: [{ variantId: EGGS, quantity: 1 }] })])),
      http.put('/api/subscriptions/s1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(subscription());
      }),
    );
    const { user, router } = await renderApp('/product/p-milk');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Desi Cow Milk' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You already have a subscription in this slot to this address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New subscription' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add to my subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/subscriptions/s1'));
    expect(body).toEqual({
      items: [
        { variantId: EGGS, quantity: 1 },
        { variantId: MILK_HALF, quantity: 1 },
      ],
    });
  });

  it('shows no Subscribe on a product the store does not offer by subscription', async () => {
    server.use(http.get('/api/products/p-milk', () => HttpResponse.json({ product: { ...milk, subscribable: false }, related: [] })));
    await renderApp('/product/p-milk');
    expect(await screen.findByRole('heading', { name: 'Desi Cow Milk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });
});

describe('my subscriptions', () => {
  beforeEach(() => signInAs());

  it('lists each subscription with its items, schedule in words, slot and status', async () => {
    server.use(
      http.get('/api/subscriptions', () => HttpResponse.json([subscription({ schedule: { kind: 'weekdays', weekdays: [5, 1, 3] }, status: 'paused' })])),
    );
    await renderApp('/account/subscriptions');
    // The items are named once the subscription's calendar arrived.
    const item = await screen.findByText('Desi Cow Milk 500ml × 2');
    const card = item.closest('.subscription-card') as HTMLElement;
    expect(card).toHaveTextContent('Paused');
    expect(card).toHaveTextContent('Mon, Wed, Fri');
    expect(card).toHaveTextContent('Morning slot 07:00–09:00');
  });

  it('says how to start when there are none, and is linked from the account page', async () => {
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('link', { name: 'My subscriptions' }));
    expect(await screen.findByText(/No subscriptions yet/)).toBeInTheDocument();
  });
});

describe('a subscription’s days', () => {
  beforeEach(() => signInAs());

  it('lists the days with what comes and why nothing does', async () => {
    await renderApp('/account/subscriptions/s1');
    const today = await screen.findByTestId('day-2026-12-01');
    expect(today).toHaveTextContent('Tue 1 Dec');
    expect(screen.getByTestId('day-2026-12-02')).toHaveTextContent('Desi Cow Milk 500ml × 2');
    expect(screen.getByTestId('day-2026-12-03')).toHaveTextContent('Skipped');
    expect(screen.getByTestId('day-2026-12-04')).toHaveTextContent('Set Curd 500g × 1 (added)');
    expect(today).toHaveTextContent('Not started');
    expect(within(today).queryByRole('button')).not.toBeInTheDocument();
  });

  it('skips a day, and says in plain words when its changes have closed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/subscriptions/s1/days/:date', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(subscription())
          : HttpResponse.json({ msg: 'Changes for 2 December closed at 22:00 on 1 December.' }, { status: 409 });
      }),
    );
    const { user } = await renderApp('/account/subscriptions/s1');
    await user.click(await screen.findByRole('button', { name: /^Wed 2 Dec/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Wed 2 Dec' });
    await user.click(within(sheet).getByRole('button', { name: 'Skip this day' }));
    await waitFor(() => expect(bodies).toEqual([{ skip: true }]));
    await user.click(within(sheet).getByRole('button', { name: 'One less Desi Cow Milk 500ml' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Changes for that day closed at 22:00 the evening before. Please choose a later day.');
    expect(bodies[1]).toEqual({ variantId: MILK_HALF, quantity: 1 });
  });

  it('adds a shop product to tomorrow', async () => {
    let body: unknown;
    server.use(
      http.get('/api/products/search', () =>
        HttpResponse.json({
          products: [{ ...milk, id: 'p-paneer', name: 'Farm Fresh Paneer', name_te: '', subscribable: false, variants: [variant(PANEER, '200g', 110)] }],
          total: 1,
          totalPages: 1,
          page: 1,
        }),
      ),
      http.put('/api/subscriptions/s1/days/2026-12-02', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(subscription());
      }),
    );
    const { user } = await renderApp('/account/subscriptions/s1');
    await user.click(await screen.findByRole('button', { name: /^Wed 2 Dec/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: 'Add to tomorrow' })).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Search the shop'), 'paneer');
    await user.click(await within(sheet).findByRole('button', { name: 'Add Farm Fresh Paneer 200g' }));
    await waitFor(() => expect(body).toEqual({ extras: [{ variantId: PANEER, quantity: 1 }] }));
  });

  it('brings a skipped day back', async () => {
    let body: unknown;
    server.use(
      http.put('/api/subscriptions/s1/days/2026-12-03', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(subscription());
      }),
    );
    const { user } = await renderApp('/account/subscriptions/s1');
    await user.click(await screen.findByRole('button', { name: /^Thu 3 Dec/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bring it back' }));
    await waitFor(() => expect(body).toEqual({ skip: false }));
  });

  it('pauses next week, and cancels after asking', async () => {
    let pause: unknown;
    let cancelled = false;
    server.use(
      http.post('/api/subscriptions/s1/pause', async ({ request }) => {
        pause = await request.json();
        return HttpResponse.json(subscription({ pauses: [{ from: '2026-12-07', to: '2026-12-13' }] }));
      }),
      http.delete('/api/subscriptions/s1', () => {
        cancelled = true;
        return HttpResponse.json(subscription({ status: 'cancelled', cancelledFrom: '2026-12-02' }));
      }),
    );
    const { user } = await renderApp('/account/subscriptions/s1');
    await user.click(await screen.findByRole('button', { name: 'Pause next week' }));
    await waitFor(() => expect(pause).toEqual({ from: '2026-12-07', to: '2026-12-13' }));

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
    expect(confirm).toHaveTextContent('Deliveries stop from Wed 2 Dec.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(cancelled).toBe(true));
  });

  it('refuses a pause that ends before it starts, without asking the store', async () => {
    let asked = false;
    server.use(
      http.post('/api/subscriptions/s1/pause', () => {
        asked = true;
        return HttpResponse.json(subscription());
      }),
    );
    const { user } = await renderApp('/account/subscriptions/s1');
    const to = await screen.findByLabelText('Until');
    await user.clear(to);
    await user.type(to, '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last day of a pause cannot be before its first.');
    expect(asked).toBe(false);
  });

  it('warns when the balance will not cover the next 3 days, and when tomorrow was skipped for it', async () => {
    server.use(
      http.get('/api/subscriptions/balance', () =>
        HttpResponse.json({ balance: 100, nextThreeDays: 270, low: true, skipped: [{ date: '2026-12-02', reason: 'balance' }] }),
      ),
    );
    await renderApp('/account/subscriptions/s1');
    expect(await screen.findByText('Your balance ₹100.00 won’t cover the next 3 days (₹270.00).')).toBeInTheDocument();
    expect(screen.getByText('Tomorrow was skipped: your balance did not cover it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/account#store-credit');
  });
});
