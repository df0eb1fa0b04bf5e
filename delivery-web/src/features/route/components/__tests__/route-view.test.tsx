import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeGeolocation, installGeolocation } from '@/testing/fake-geolocation';
import { readyAtTheDoor, slotAt } from '@/testing/partner-order';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const STORE = { lat: 17.385, lng: 78.4867 };
const MORNING = slotAt(0, 7, 9);
const EVENING = slotAt(0, 17, 19);

const order = (id: string, customer_name: string, slot: object | null) => ({
  id,
  customer_name,
  customer_phone: '+919876543210',
  total_amount: 600,
  amount_due: 600,
  payment: { method: 'cod', state: 'due', paid_via: null },
  shipping_address: { label: 'Home', value: 'Hyderabad' },
  slot,
  delivery_status: 'Assigned',
  status: 'Placed',
  created_at: '2026-06-01T04:30:00.000Z',
  items: [],
  cash_collected: null,
  cash_note: null,
  ...readyAtTheDoor,
});

const stop = (sequence: number, order_id: string, customer_name: string, address: string, slot_id: string | null, leg_km: number | null) => {
  const lat = Number((STORE.lat + sequence / 100).toFixed(3));
  return {
    order_id,
    sequence,
    slot_id,
    customer_name,
    address,
    destination: { lat, lng: STORE.lng, source: 'pin' },
    leg_km,
    navigate_url: `https://www.google.com/maps/dir/?api=1&destination=${lat},${STORE.lng}`,
  };
};

function partnerApi(stops: object[]) {
  localStorage.setItem('partnerToken', 'partner-token');
  localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
  installGeolocation(fakeGeolocation({ latitude: STORE.lat, longitude: STORE.lng }));
  server.use(
    http.get('/api/delivery/orders', () =>
      HttpResponse.json([order('o1', 'Lakshmi', MORNING), order('o2', 'Imran', MORNING), order('o3', 'Sunita', EVENING), order('o4', 'Ravi', null)]),
    ),
    http.get('/api/delivery/route', () => HttpResponse.json({ store: STORE, stops })),
    http.get('/api/map', () => HttpResponse.json({ tile_url: '/tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', store: STORE })),
  );
}

afterEach(() => installGeolocation(undefined));

describe("today's route", () => {
  it('lists the stops in riding order under their slot, each with a Navigate link, beside the map', async () => {
    partnerApi([
      stop(1, 'o1', 'Lakshmi', 'Banjara Hills', MORNING.id, 2.3),
      stop(2, 'o2', 'Imran', 'Jubilee Hills', MORNING.id, 1.04),
      stop(3, 'o3', 'Sunita', 'Madhapur', EVENING.id, 4),
      stop(4, 'o4', 'Ravi', 'Kondapur', null, null),
    ]);
    const { user } = await renderApp('/delivery/dashboard');
    await screen.findByRole('article', { name: 'Lakshmi' });
    await user.click(screen.getByRole('tab', { name: 'Route' }));

    const list = await screen.findByRole('heading', { name: 'Today’s stops (4)' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('.route__line')?.textContent)).toEqual([
      '1. Lakshmi · Banjara Hills · 2.3 km',
      '2. Imran · Jubilee Hills · 1 km',
      '3. Sunita · Madhapur · 4 km',
      '4. Ravi · Kondapur',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['7–9 am', '5–7 pm', 'No slot']);
    const morning = within(screen.getByRole('region', { name: '7–9 am' }));
    expect(morning.getAllByRole('listitem')).toHaveLength(2);

    const navigate = screen.getByRole('link', { name: 'Navigate to stop 1' });
    expect(navigate).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=17.395,78.4867');
    expect(navigate).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Navigate to stop 4' })).toHaveAttribute('href', expect.stringContaining('destination=17.425'));

    const map = screen.getByRole('region', { name: 'Map of today’s route' });
    expect(await within(map).findByText('Store')).toBeInTheDocument();
    expect(['1', '2', '3', '4'].map((n) => within(map).getByText(n))).toHaveLength(4);
  });

  it('keeps one list when no stop has a slot, and says when there is nothing to ride', async () => {
    partnerApi([stop(1, 'o4', 'Ravi', 'Kondapur', null, 5.25)]);
    const { user } = await renderApp('/delivery/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Route' }));
    expect(await screen.findByText('1. Ravi · Kondapur · 5.3 km')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    server.use(http.get('/api/delivery/route', () => HttpResponse.json({ store: STORE, stops: [] })));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'No stops yet' })).toBeInTheDocument();
  });
});
