import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventStream } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { readyAtTheDoor } from '@/testing/partner-order';
import { server } from '@/testing/server';

const order = (id: string, name: string) => ({
  id,
  customer_name: name,
  customer_phone: '+919876543210',
  total_amount: 600,
  amount_due: 600,
  payment: { method: 'cod', state: 'due', paid_via: null },
  shipping_address: { label: 'Home', value: 'Madhapur, Hyderabad' },
  slot: null,
  delivery_status: 'Assigned',
  status: 'Placed',
  created_at: '2026-06-01T09:30:00.000Z',
  items: [],
  cash_collected: null,
  cash_note: null,
  ...readyAtTheDoor,
});

describe("the partner's live assignments", () => {
  it('shows an order assigned to the partner without waiting for the 30 s refresh', async () => {
    localStorage.setItem('partnerToken', 'partner-token');
    localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
    let orders = [order('665f1c2ab0c1d2e3f4a5b6c7', 'Lakshmi Reddy')];
    let push: ((event: string, data: unknown) => void) | null = null;
    const streamTokens: Array<string | null> = [];
    server.use(
      http.get('/api/delivery/orders', () => HttpResponse.json(orders)),
      http.get('/api/delivery/events', ({ request }) => {
        streamTokens.push(request.headers.get('x-partner-token'));
        return new HttpResponse(
          eventStream((p) => (push = p)),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: 'Lakshmi Reddy' })).toBeInTheDocument();
    await waitFor(() => expect(push).not.toBeNull());
    expect(streamTokens).toEqual(['partner-token']);

    orders = [order('665f1c2ab0c1d2e3f4a5b6c8', 'Sita Devi'), ...orders];
    act(() => push!('order', { event: 'partner_assigned', orderId: '665f1c2ab0c1d2e3f4a5b6c8', partnerId: 'p1' }));
    expect(await screen.findByRole('heading', { name: 'Sita Devi' })).toBeInTheDocument();
  });
  it('goes back to sign-in when the stream is refused (the partner was disabled), while the order list still answers', async () => {
    localStorage.setItem('partnerToken', 'partner-token');
    localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
    server.use(
      http.get('/api/delivery/orders', () => HttpResponse.json([order('665f1c2ab0c1d2e3f4a5b6c7', 'Lakshmi Reddy')])),
      http.get('/api/delivery/events', () => HttpResponse.json({ msg: 'This partner account is not active.' }, { status: 401 })),
    );
    const { router } = await renderApp('/delivery/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });
});
