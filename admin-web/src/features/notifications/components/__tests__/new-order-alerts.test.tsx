import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { eventStream } from '@farm-store/shared-ui/host/testing';
import { server } from '@/testing/server';

const NEW_ORDER = 'o2000000000000000000abcdef12';

/** The live stream the test writes to, with the admin token it was opened with. */
function liveStream() {
  let push: ((event: string, data: unknown) => void) | null = null;
  const tokens: Array<string | null> = [];
  server.use(
    http.get('/api/admin/events', ({ request }) => {
      tokens.push(request.headers.get('x-admin-token'));
      return new HttpResponse(
        eventStream((p) => (push = p)),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }),
  );
  return {
    tokens,
    opened: () => waitFor(() => expect(push).not.toBeNull()),
    send: (data: Record<string, unknown>) => act(() => push!('order', data)),
  };
}

describe('new orders on an open dashboard', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
    document.title = "Admin Control Panel · Nature's Nest Farms";
  });

  it('announces a new order from the live stream: toast, count on the Orders tab and in the title, lists reloaded', async () => {
    const stream = liveStream();
    const requests = recordRequests();
    await renderApp('/admin');
    await screen.findByText('₹4,050.50');
    await stream.opened();
    // The token travels in the header, never in the URL.
    expect(stream.tokens).toEqual(['admin-token']);
    expect(screen.getByText('New orders appear live')).toBeInTheDocument();
    const ordersBefore = requests.all().filter((r) => r === 'GET /api/admin/orders').length;

    stream.send({ id: `${NEW_ORDER}:0:customer`, event: 'placed', orderId: NEW_ORDER, ref: 'ABCDEF12' });
    expect(await screen.findByText('New order #ABCDEF12')).toBeInTheDocument();
    const ordersTab = screen.getByRole('tab', { name: /Orders/ });
    expect(within(ordersTab).getByText('1')).toBeInTheDocument();
    expect(document.title).toMatch(/^\(1\) /);
    await waitFor(() => expect(requests.all().filter((r) => r === 'GET /api/admin/orders').length).toBeGreaterThan(ordersBefore));

    // The same order heard twice (the stream, then the reload) is one new order.
    stream.send({ id: `${NEW_ORDER}:0:customer`, event: 'placed', orderId: NEW_ORDER, ref: 'ABCDEF12' });
    stream.send({ id: 'o3:0:customer', event: 'placed', orderId: 'o3000000000000000000000003', ref: '00000003' });
    await waitFor(() => expect(within(ordersTab).getByText('2')).toBeInTheDocument());
    expect(document.title).toMatch(/^\(2\) /);

    await userEvent.click(ordersTab);
    await waitFor(() => expect(within(screen.getByRole('tab', { name: /Orders/ })).queryByText('2')).toBeNull());
    expect(document.title).toBe("Admin Control Panel · Nature's Nest Farms");
  });

  it('goes back to sign-in when the live stream is refused (the staff member was disabled), while other calls still answer', async () => {
    server.use(http.get('/api/admin/events', () => HttpResponse.json({ msg: 'This staff account has been disabled.' }, { status: 401 })));
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the sound switch of this browser', async () => {
    await renderApp('/admin');
    const sound = await screen.findByRole('checkbox', { name: 'Sound for new orders' });
    expect(sound).not.toBeChecked();
    await userEvent.click(sound);
    expect(sound).toBeChecked();
    expect(localStorage.getItem('adminOrderSound')).toBe('on');
  });

  it('lists messages that could not be sent and sends one again', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/admin/notifications/failed', () =>
        HttpResponse.json([
          {
            id: 'o1:0:customer',
            order_id: 'o1000000000000000000000001',
            event: 'placed',
            audience: 'customer',
            to: '+919876543210',
            body: "Nature's Nest Farms: order #00000001 placed",
            attempts: 5,
            last_error: "The 'To' number is not valid.",
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ]),
      ),
      http.post('/api/admin/notifications/:id/retry', () => HttpResponse.json({ msg: 'The message will be sent again.' })),
    );
    await renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText("The 'To' number is not valid.")).toBeInTheDocument();
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The message will be sent again.')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['POST /api/admin/notifications/o1%3A0%3Acustomer/retry']);
  });
});
