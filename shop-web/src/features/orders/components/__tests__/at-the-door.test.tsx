import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventStream } from '@farm-store/shared-ui/host/testing';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, riderOnTheWay, signInAs, track } from '@/testing/fixtures';
import type { Track } from '../../api/track-order';
import type { Order } from '@/types/api';

const outForDelivery = (overrides: Partial<Order> = {}) =>
  order({ delivery_status: 'Out for Delivery', partner_name: 'Ravi', partner_phone: '+919000000001', handover_code: '4821', ...overrides });

async function openOrder() {
  const rendered = await renderApp('/account');
  const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
  await rendered.user.click(toggle);
  return { ...rendered, toggle };
}

/** The order's live stream, which the test writes to, with the tokens it was opened with. */
function liveTrack(first: Track | null = null) {
  let push: ((event: string, data: unknown) => void) | null = null;
  const tokens: Array<string | null> = [];
  const polls = { count: 0 };
  server.use(
    http.get('/api/orders/:id/track/events', ({ request }) => {
      tokens.push(request.headers.get('x-auth-token'));
      return new HttpResponse(
        eventStream((p) => {
          push = p;
          if (first) p('track', first);
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }),
    http.get('/api/orders/:id/track', () => (polls.count++, HttpResponse.json(track()))),
  );
  return {
    tokens,
    polls,
    opened: () => waitFor(() => expect(push).not.toBeNull()),
    send: (data: Track) => act(() => push!('track', data)),
  };
}

const arrival = () => screen.getByRole('status');
const deliveryMap = () => screen.findByRole('region', { name: 'Map of your delivery' });

describe('at the door: the handover code', () => {
  beforeEach(() => signInAs());

  it('shows the code, digit by digit, with what to do with it', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    await openOrder();
    const box = screen.getByRole('region', { name: 'Your handover code' });
    expect(within(box).getByRole('img', { name: 'Handover code 4 8 2 1' })).toHaveTextContent('4821');
    expect(within(box).getByText('Show this code to the rider when your order arrives.')).toBeInTheDocument();
  });

  it('shows no code box when the order has no code (not out for delivery, or the store asks for none)', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery({ handover_code: null }), order({ id: '665f1c2ab1c2d3e4f5a6b7c9' })])));
    const { user } = await openOrder();
    expect(await screen.findByRole('heading', { name: 'Live Tracking' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your handover code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Order #F5A6B7C9/ }));
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your handover code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live Tracking' })).not.toBeInTheDocument();
  });

  it('speaks Telugu too', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    liveTrack(riderOnTheWay({ eta_minutes: 1 }));
    await openOrder();
    await act(() => setLanguage('te'));
    expect(screen.getByRole('region', { name: 'మీ హ్యాండోవర్ కోడ్' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'హ్యాండోవర్ కోడ్ 4 8 2 1' })).toBeInTheDocument();
    expect(screen.getByText('మీ ఆర్డర్ వచ్చినప్పుడు ఈ కోడ్‌ను రైడర్‌కు చూపించండి.')).toBeInTheDocument();
    await waitFor(() => expect(arrival()).toHaveTextContent('సుమారు 1 నిమిషంలో చేరుకుంటారు'));
  });
});

describe('at the door: the live map and the arrival time', () => {
  beforeEach(() => signInAs());

  it.each([
    ['the arrival time', riderOnTheWay(), 'Arriving in about 12 min'],
    ['one minute, in the singular', riderOnTheWay({ eta_minutes: 1, distance_km: 0.3 }), 'Arriving in about 1 min'],
    ['the rider at the door', riderOnTheWay({ arrived: true, eta_minutes: 1 }), 'Your rider has arrived'],
    ['a wait while the rider has sent no position', track(), "Waiting for your rider's location…"],
  ])('says %s', async (_, answer, text) => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    liveTrack(answer);
    await openOrder();
    await waitFor(() => expect(arrival()).toHaveTextContent(text));
    expect(arrival()).toHaveAttribute('aria-live', 'polite');
  });

  it('draws the rider, the address and the store on a map of the tile server the store names', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    liveTrack(riderOnTheWay());
    await openOrder();
    const map = await deliveryMap();
    for (const label of ['Rider', 'Your address', 'Store']) expect(await within(map).findByText(label)).toBeInTheDocument();
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);
    expect(within(map).getByText(/© OpenStreetMap contributors/)).toBeInTheDocument();
  });

  it('marks the destination as the area when only the pincode is known, and shows no rider before a position', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    liveTrack(track({ destination: { lat: 17.41, lng: 78.43, source: 'pincode' } }));
    await openOrder();
    const map = await deliveryMap();
    expect(await within(map).findByText('Your area')).toBeInTheDocument();
    expect(within(map).queryByText('Your address')).not.toBeInTheDocument();
    expect(within(map).queryByText('Rider')).not.toBeInTheDocument();
  });

  it("moves the arrival time with the stream's events, with the token in the header and no polling while it is open", async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json([outForDelivery()])));
    const stream = liveTrack(riderOnTheWay());
    await openOrder();
    await stream.opened();
    expect(stream.tokens).toEqual(['customer-token']);
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 12 min'));
    const map = await deliveryMap();
    expect(await within(map).findByText('Rider')).toBeInTheDocument();

    stream.send(riderOnTheWay({ rider: { lat: 17.41, lng: 78.44, updated_at: '2026-03-01T07:05:00.000Z' }, eta_minutes: 4 }));
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 4 min'));
    expect(stream.polls.count).toBe(0);
  });

  it('reloads the order when the stream says the rider arrived, and again when the order is delivered', async () => {
    let stage: 'way' | 'door' | 'done' = 'way';
    const history: Order['status_history'] = [{ status: 'Out for Delivery', at: '2026-03-01T06:50:00.000Z' }];
    server.use(
      http.get('/api/orders', () => {
        if (stage === 'way') return HttpResponse.json([outForDelivery({ status_history: history })]);
        const arrived: Order['status_history'] = [...history, { status: 'Out for Delivery', at: '2026-03-01T07:10:00.000Z', step: 'arrived' }];
        if (stage === 'door') return HttpResponse.json([outForDelivery({ status_history: arrived })]);
        const delivered: Order['status_history'] = [...arrived, { status: 'Delivered', at: '2026-03-01T07:12:00.000Z', confirmed_by: 'code' }];
        return HttpResponse.json([order({ delivery_status: 'Delivered', status: 'Completed', status_history: delivered })]);
      }),
    );
    const stream = liveTrack(riderOnTheWay());
    const { toggle } = await openOrder();
    await stream.opened();

    stage = 'door';
    stream.send(riderOnTheWay({ arrived: true }));
    expect(await screen.findByText('Arrived at your door')).toBeInTheDocument();
    expect(arrival()).toHaveTextContent('Your rider has arrived');

    stage = 'done';
    stream.send(riderOnTheWay({ arrived: true, delivery_status: 'Delivered', rider: null }));
    expect(await screen.findByText('Delivered — confirmed with your code')).toBeInTheDocument();
    expect(within(toggle).getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live Tracking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your handover code' })).not.toBeInTheDocument();
  });
});

describe('at the door: polling while the stream is down', () => {
  beforeEach(() => signInAs());
  afterEach(() => jest.useRealTimers());

  it('reads the track at once and every 15 s while the stream fails, and stops when the order is collapsed', async () => {
    let answer = riderOnTheWay();
    const polls: Array<string | null> = [];
    server.use(
      http.get('/api/orders', () => HttpResponse.json([outForDelivery()])),
      http.get('/api/orders/:id/track/events', () => new HttpResponse(null, { status: 503 })),
      http.get('/api/orders/:id/track', ({ request }) => (polls.push(request.headers.get('x-auth-token')), HttpResponse.json(answer))),
    );
    await renderApp('/account');
    const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => toggle.click());
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 12 min'));
    expect(polls).toEqual(['customer-token']);

    answer = riderOnTheWay({ eta_minutes: 7 });
    await act(async () => jest.advanceTimersByTime(15_000));
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 7 min'));
    expect(polls).toHaveLength(2);

    await act(async () => toggle.click());
    await act(async () => jest.advanceTimersByTime(45_000));
    expect(polls).toHaveLength(2);
  });

  it('stops polling once the stream is back, and keeps the last position when a poll fails', async () => {
    let streamUp = false;
    let pollFails = false;
    let polls = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/api/orders', () => HttpResponse.json([outForDelivery()])),
      http.get('/api/orders/:id/track/events', () =>
        streamUp
          ? new HttpResponse(
              eventStream((push) => push('track', riderOnTheWay({ eta_minutes: 3 }))),
              { headers: { 'content-type': 'text/event-stream' } },
            )
          : new HttpResponse(null, { status: 502 }),
      ),
      http.get('/api/orders/:id/track', () => (polls++, pollFails ? new HttpResponse(null, { status: 502 }) : HttpResponse.json(riderOnTheWay()))),
    );
    await renderApp('/account');
    const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => toggle.click());
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 12 min'));

    pollFails = true;
    await act(async () => jest.advanceTimersByTime(15_000));
    await waitFor(() => expect(polls).toBe(2));
    expect(arrival()).toHaveTextContent('Arriving in about 12 min');

    // The stream's retries back off up to 30 s; once one gets through, its events take over.
    streamUp = true;
    await act(async () => jest.advanceTimersByTime(30_000));
    await waitFor(() => expect(arrival()).toHaveTextContent('Arriving in about 3 min'));
    const pollsThen = polls;
    await act(async () => jest.advanceTimersByTime(45_000));
    expect(polls).toBe(pollsThen);
  });
});

describe('at the door: the timeline', () => {
  beforeEach(() => signInAs());

  it.each([
    ['code', 'Delivered — confirmed with your code'],
    ['override', 'Delivered — approved by the store'],
    ['no_code', 'Delivered'],
  ] as const)("names the rider's steps and a delivery confirmed by %s", async (confirmedBy, delivered) => {
    const history: Order['status_history'] = [
      { status: 'Pending', at: '2026-03-01T06:30:00.000Z' },
      { status: 'Assigned', at: '2026-03-01T06:40:00.000Z' },
      { status: 'Out for Delivery', at: '2026-03-01T06:50:00.000Z' },
      { status: 'Out for Delivery', at: '2026-03-01T06:51:00.000Z', step: 'picked_up' },
      { status: 'Out for Delivery', at: '2026-03-01T07:10:00.000Z', step: 'arrived' },
      { status: 'Delivered', at: '2026-03-01T07:12:00.000Z', confirmed_by: confirmedBy },
    ];
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ delivery_status: 'Delivered', status: 'Completed', status_history: history })])));
    await openOrder();
    const timeline = within(screen.getByRole('heading', { name: 'Order Timeline' }).parentElement!).getAllByRole('listitem');
    expect(timeline.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Waiting for a rider',
      'Rider assigned',
      'On its way',
      'Picked up from the store',
      'Arrived at your door',
      delivered,
    ]);
  });

  it('names them in Telugu too', async () => {
    const history: Order['status_history'] = [
      { status: 'Out for Delivery', at: '2026-03-01T06:51:00.000Z', step: 'picked_up' },
      { status: 'Out for Delivery', at: '2026-03-01T07:10:00.000Z', step: 'arrived' },
      { status: 'Delivered', at: '2026-03-01T07:12:00.000Z', confirmed_by: 'override' },
    ];
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ delivery_status: 'Delivered', status: 'Completed', status_history: history })])));
    await openOrder();
    await act(() => setLanguage('te'));
    for (const text of ['స్టోర్ నుండి తీసుకున్నారు', 'మీ ఇంటి వద్దకు వచ్చారు', 'డెలివరీ అయింది — స్టోర్ ఆమోదించింది']) expect(screen.getByText(text)).toBeInTheDocument();
  });
});
