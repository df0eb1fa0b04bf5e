import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { address, cartLine, quote, signInAs, slot, slotsAnswer, storeCart } from '@/testing/fixtures';
import type { Slot } from '@/types/api';

// Sunday 29 Nov 2026, 3:30 pm in Hyderabad.
const NOW = Date.parse('2026-11-29T10:00:00.000Z');

const todayEvening = slot({
  id: 'hyderabad-2026-11-29-1700-1900',
  starts_at: '2026-11-29T11:30:00.000Z',
  ends_at: '2026-11-29T13:30:00.000Z',
  status: 'full',
  remaining: 0,
});
const tomorrowEarly = slot({ status: 'few_left', remaining: 2 });
const tomorrowLater = slot({ id: 'hyderabad-2026-11-30-0900-1100', starts_at: '2026-11-30T03:30:00.000Z', ends_at: '2026-11-30T05:30:00.000Z' });
const tuesday = slot({
  id: 'hyderabad-2026-12-01-0700-0900',
  starts_at: '2026-12-01T01:30:00.000Z',
  ends_at: '2026-12-01T03:30:00.000Z',
  cutoff_at: '2026-11-30T16:30:00.000Z',
});

const inUse = (slots: Slot[]) =>
  slotsAnswer({ slots_in_use: true, slots, next_open: slots.find((s) => s.status === 'open' || s.status === 'few_left') ?? null });

function answerSlots(slots: () => Slot[]) {
  server.use(
    http.get('/api/addresses', () => HttpResponse.json([address({ pincode: '500034' })])),
    http.get('/api/slots', ({ request }) =>
      new URL(request.url).searchParams.get('pincode') === '500034'
        ? HttpResponse.json(inUse(slots()))
        : HttpResponse.json({ msg: 'wrong pincode' }, { status: 400 }),
    ),
  );
}

describe('checkout: delivery slot', () => {
  beforeEach(() => {
    signInAs();
    storeCart([cartLine()]);
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });

  it('lists the slots by day, preselects the earliest open one, greys out Full ones, and holds the slot before payment', async () => {
    const holds: unknown[] = [];
    answerSlots(() => [todayEvening, tomorrowEarly, tomorrowLater, tuesday]);
    server.use(
      http.post(
        '/api/slots/hold',
        async ({ request }) => (holds.push(await request.json()), HttpResponse.json({ slot: tomorrowEarly, expires_at: '2026-11-29T10:10:00.000Z' })),
      ),
    );
    const { user, router } = await renderApp('/checkout');

    const today = await screen.findByRole('group', { name: 'Today' });
    const full = within(today).getByRole('radio', { name: /^5–7\spm/ });
    expect(full).toBeDisabled();
    expect(within(today).getByText('Full')).toBeInTheDocument();
    const tomorrow = screen.getByRole('group', { name: 'Tomorrow' });
    expect(within(tomorrow).getByRole('radio', { name: /^7–9\sam/ })).toBeChecked();
    expect(within(tomorrow).getByText('Few left')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Tue 1 Dec' })).getByRole('radio', { name: /^7–9\sam/ })).not.toBeChecked();

    await user.click(full);
    expect(full).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(holds).toEqual([{ slotId: tomorrowEarly.id, pincode: '500034', weight_kg: 1.5 }]);
    expect(JSON.parse(localStorage.getItem('checkoutDetails')!)).toMatchObject({ slotId: tomorrowEarly.id });
  });

  it('keeps a chosen slot for 10 minutes; one that just filled is refused in words and shown Full', async () => {
    let filled = false;
    answerSlots(() => [tomorrowEarly, filled ? { ...tomorrowLater, status: 'full', remaining: 0 } : tomorrowLater, tuesday]);
    server.use(
      http.post('/api/slots/hold', async ({ request }) => {
        const { slotId } = (await request.json()) as { slotId: string };
        if (slotId === tomorrowLater.id) {
          filled = true;
          return HttpResponse.json({ msg: 'That delivery slot just filled. Please choose another.' }, { status: 409 });
        }
        return HttpResponse.json({ slot: tuesday, expires_at: '2026-11-29T10:10:00.000Z' });
      }),
    );
    const { user } = await renderApp('/checkout');

    await user.click(within(await screen.findByRole('group', { name: 'Tue 1 Dec' })).getByRole('radio'));
    expect(await screen.findByText('We’re keeping this slot for you for 10 minutes.')).toBeInTheDocument();

    const later = within(screen.getByRole('group', { name: 'Tomorrow' })).getByRole('radio', { name: /^9–11\sam/ });
    await user.click(later);
    expect(await screen.findByRole('alert')).toHaveTextContent('That delivery slot just filled. Please choose another.');
    await waitFor(() => expect(later).toBeDisabled());
    expect(within(screen.getByRole('group', { name: 'Tomorrow' })).getByText('Full')).toBeInTheDocument();
    expect(screen.queryByText('We’re keeping this slot for you for 10 minutes.')).not.toBeInTheDocument();
  });

  it('says when none is open, and does not go on to payment', async () => {
    answerSlots(() => [todayEvening]);
    await renderApp('/checkout');
    expect(await screen.findByText('No delivery slot is open in the next 3 days. Please try again tomorrow.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled());
  });

  it('gives a courier address its dispatch and expected days instead of slots', async () => {
    server.use(
      http.get('/api/addresses', () => HttpResponse.json([address({ value: 'Hanamkonda, Warangal 506001', pincode: '506001', zone: 'telangana' })])),
      http.get('/api/slots', () =>
        HttpResponse.json(slotsAnswer({ zone: 'telangana', delivery: 'courier', dispatch_date: '2026-11-30', expected_date: '2026-12-04' })),
      ),
    );
    await renderApp('/checkout');
    expect(await screen.findByText('Courier: dispatched Mon 30 Nov, expected by Fri 4 Dec.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^\d+–\d+/ })).not.toBeInTheDocument();
  });

  it('shows in Telugu why shipping costs what it does', async () => {
    server.use(
      http.post('/api/orders/quote', () =>
        HttpResponse.json(
          quote({
            shipping: 125,
            total: 1295,
            shipping_detail: {
              zone: 'hyderabad',
              delivery: 'partner',
              billed_kg: 2.5,
              rate_per_kg: 50,
              free_above: 1500,
              free: false,
              dispatch_date: null,
              expected_date: null,
            },
          }),
        ),
      ),
    );
    const { user } = await renderApp('/checkout');
    expect(await screen.findByTestId('shipping-why')).toHaveTextContent('Hyderabad — our riders · 2.5 kg × ₹50.00/kg = ₹125.00');
    await user.click(screen.getByRole('button', { name: /తెలుగు|Telugu/ }));
    expect(await screen.findByTestId('shipping-why')).toHaveTextContent('హైదరాబాద్ — మా డెలివరీ సిబ్బంది · 2.5 కిలోలు × ₹50.00/కిలో = ₹125.00');
  });
});
