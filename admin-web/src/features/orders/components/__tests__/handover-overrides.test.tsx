import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { doubleClick, eventStream, held } from '@farm-store/shared-ui/host/testing';
import type { AdminOrder } from '@/features/orders/api/get-orders';
import { orders } from '@/testing/fixtures';
import { renderApp, signInAs, type StaffSession } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server, serveOrders } from '@/testing/server';

const MANAGER: StaffSession = {
  id: 's3',
  name: 'Meena',
  role: 'manager',
  permissions: ['catalogue', 'coupons', 'orders', 'partners', 'dashboard', 'customers', 'inquiries', 'audit', 'slots', 'payments', 'handover', 'self'],
};
const DISPATCHER: StaffSession = { id: 's2', name: 'Dev', role: 'dispatcher', permissions: ['orders', 'partners', 'self'] };

const PHOTO = '/api/images/665f000000000000000000aa';
const outForDelivery = { ...orders[2], delivery_status: 'Out for Delivery' as const, partner_name: 'Suresh' };
const waiting: AdminOrder = {
  ...outForDelivery,
  override_request: { photo_url: PHOTO, requested_at: '2026-11-20T07:45:00.000Z', partner_name: 'Suresh' },
};
const delivered: AdminOrder = { ...waiting, delivery_status: 'Delivered', override_request: null };

const banner = () => screen.queryByRole('region', { name: /^Deliveries waiting for your approval/ });

/** The waiting list answering `lists` in turn (the last one from then on), counting how often it was read. */
function serveWaiting(...lists: AdminOrder[][]) {
  let reads = 0;
  server.use(http.get('/api/admin/handover-overrides', () => HttpResponse.json(lists[Math.min(reads++, lists.length - 1)])));
  return { reads: () => reads };
}

describe('Deliveries waiting for approval (Orders tab)', () => {
  it('is neither asked for nor shown to a dispatcher, and an order’s details offer no approval', async () => {
    signInAs(DISPATCHER);
    const requests = recordRequests();
    serveOrders([waiting]);
    await renderApp(`/admin/orders?order=${waiting.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #00000003' }));
    expect(dialog.queryByRole('button', { name: 'Approve delivery' })).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(requests.all()).not.toContain('GET /api/admin/handover-overrides');
  });

  it('shows each waiting delivery with its photo, and approves it once after a confirmation, then refreshes', async () => {
    signInAs(MANAGER);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const requests = recordRequests();
    serveOrders([waiting]);
    serveWaiting([waiting]);
    const answer = held();
    server.use(
      http.put('/api/admin/orders/:id/handover-override', async () => {
        await answer.released;
        serveWaiting([]);
        serveOrders([delivered]);
        return HttpResponse.json(delivered);
      }),
    );
    const { user } = await renderApp('/admin/orders');
    const list = within(await screen.findByRole('region', { name: 'Deliveries waiting for your approval (1)' }));
    const item = within(list.getByRole('listitem'));
    expect(item.getByRole('button', { name: 'Order #00000003' })).toBeInTheDocument();
    expect(item.getByText(/Lakshmi Reddy/)).toBeInTheDocument();
    expect(item.getByText(/Suresh could not get the customer's code/)).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Photo taken at the door for order #00000003' })).toHaveAttribute('src', PHOTO);

    const approve = item.getByRole('button', { name: 'Approve delivery' });
    await user.click(approve);
    expect(confirm).toHaveBeenCalledWith("Mark order #00000003 delivered without the customer's code?");
    expect(requests.writes()).toEqual([]);
    doubleClick(approve);
    await waitFor(() => expect(requests.writes()).toEqual([`PUT /api/admin/orders/${waiting.id}/handover-override`]));
    expect(approve).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Order #00000003 is Delivered.')).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Suresh/ })).getByText('Delivered')).toBeInTheDocument();
    expect(requests.writes()).toHaveLength(1);
  });

  it('approves from the order’s details too, where the request shows with its photo', async () => {
    signInAs(MANAGER);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    serveOrders([waiting]);
    serveWaiting([waiting]);
    const approved = jest.fn(() => HttpResponse.json(delivered));
    server.use(http.put('/api/admin/orders/:id/handover-override', approved));
    const { user } = await renderApp(`/admin/orders?order=${waiting.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #00000003' }));
    const request = within(dialog.getByRole('region', { name: 'Delivery waiting for your approval' }));
    expect(request.getByRole('img', { name: 'Photo taken at the door for order #00000003' })).toBeInTheDocument();
    await user.click(request.getByRole('button', { name: 'Approve delivery' }));
    await waitFor(() => expect(approved).toHaveBeenCalledTimes(1));
  });

  it('reads the list again when the live stream tells of an order change', async () => {
    signInAs(MANAGER);
    let push: ((event: string, data: unknown) => void) | null = null;
    server.use(
      http.get(
        '/api/admin/events',
        () =>
          new HttpResponse(
            eventStream((p) => (push = p)),
            { headers: { 'content-type': 'text/event-stream' } },
          ),
      ),
    );
    serveOrders([waiting]);
    const list = serveWaiting([], [waiting]);
    await renderApp('/admin/orders');
    await waitFor(() => expect(push).not.toBeNull());
    await waitFor(() => expect(list.reads()).toBe(1));
    expect(banner()).not.toBeInTheDocument();
    act(() => push!('order', { id: `${waiting.id}:5:partner`, event: 'override_requested', orderId: waiting.id, ref: '00000003' }));
    expect(await screen.findByRole('region', { name: 'Deliveries waiting for your approval (1)' })).toBeInTheDocument();
  });
});

describe('Order timeline: the rider’s steps and how the delivery was confirmed', () => {
  const history = (confirmation: Partial<AdminOrder['status_history'][number]>, by = 'partner:d1'): AdminOrder => ({
    ...delivered,
    status_history: [
      { status: 'Out for Delivery', at: '2026-11-20T07:00:00.000Z', by: 'partner:d1', reason: null },
      { status: 'Out for Delivery', at: '2026-11-20T07:10:00.000Z', by: 'partner:d1', reason: null, step: 'picked_up' },
      { status: 'Out for Delivery', at: '2026-11-20T07:40:00.000Z', by: 'partner:d1', reason: null, step: 'arrived' },
      { status: 'Delivered', at: '2026-11-20T07:50:00.000Z', by, reason: null, ...confirmation },
    ],
  });
  const timeline = async (order: AdminOrder) => {
    serveOrders([order]);
    await renderApp(`/admin/orders?order=${order.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #00000003' }));
    return within(dialog.getByRole('list', { name: `Timeline of order #${shortOrderId(order.id)}` }));
  };
  const labels = (list: ReturnType<typeof within>) => list.getAllByRole('listitem').map((li: HTMLElement) => li.querySelector('strong')?.textContent);

  it('says the steps and that the customer gave the code', async () => {
    signInAs(MANAGER);
    expect(labels(await timeline(history({ confirmed_by: 'code' })))).toEqual(['Out for Delivery', 'Picked up', 'Arrived', "Delivered — customer's code"]);
  });

  it('says who approved it with the photo, linked', async () => {
    signInAs(MANAGER);
    const list = await timeline(history({ confirmed_by: 'override', photo_url: PHOTO }, 'admin:s3'));
    expect(labels(list).at(-1)).toBe('Delivered — approved by Meena with a photo');
    expect(list.getByRole('link', { name: /Photo taken at the door for order #00000003/ })).toHaveAttribute('href', PHOTO);
  });

  it('says when no code was asked', async () => {
    signInAs(MANAGER);
    expect(labels(await timeline(history({ confirmed_by: 'no_code' }))).at(-1)).toBe('Delivered — no code asked');
  });
});
