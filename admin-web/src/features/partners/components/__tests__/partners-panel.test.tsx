import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { orderPage, orders, partners } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';
import { itemTexts } from '@/testing/lists';

async function openPartners() {
  const view = await openTab('Partners');
  await screen.findByRole('button', { name: 'Disable Suresh' });
  return view;
}

const inHand = [
  { id: orders[2].id, delivery_status: 'Assigned', customer_name: 'Lakshmi Reddy', created_at: '2026-11-20T05:00:00.000Z' },
  { id: 'o1000000000000000000009', delivery_status: 'Out for Delivery', customer_name: 'Anitha', created_at: '2026-11-20T06:00:00.000Z' },
];

describe('Partners tab', () => {
  it('after disabling a partner who holds orders, lists them and leads to those orders', async () => {
    const queries: string[] = [];
    server.use(
      http.put('/api/admin/delivery-partners/:id', () => HttpResponse.json({ ...partners[0], active: false, ordersInHand: inHand })),
      http.get('/api/admin/orders', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(orderPage);
      }),
    );
    const { user } = await openPartners();
    await user.click(screen.getByRole('button', { name: 'Disable Suresh' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These orders need another partner: Suresh is disabled but still has these 2 orders.');
    expect(itemTexts(alert)).toEqual(['#00000003 · Lakshmi Reddy · Assigned', '#00000009 · Anitha · Out for Delivery']);
    await user.click(within(alert).getByRole('button', { name: "Show Suresh's orders" }));
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Orders of Suresh')).toBeInTheDocument();
    await waitFor(() => expect(queries).toContain('?page=1&limit=20&partner=d1'));
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(screen.queryByText('Orders of Suresh')).not.toBeInTheDocument();
  });

  it('says nothing more when the disabled partner held no orders', async () => {
    server.use(http.put('/api/admin/delivery-partners/:id', () => HttpResponse.json({ ...partners[0], active: false, ordersInHand: [] })));
    const { user } = await openPartners();
    await user.click(screen.getByRole('button', { name: 'Disable Suresh' }));
    expect(await screen.findByText('Suresh disabled.')).toBeInTheDocument();
    expect(screen.queryByText(/These orders need another partner/)).not.toBeInTheDocument();
  });

  it('sends one request for a double click, and every row waits for it', async () => {
    const requests = recordRequests();
    let answer: () => void = () => {};
    server.use(
      http.put('/api/admin/delivery-partners/:id', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...partners[0], active: false, ordersInHand: [] });
      }),
    );
    await openPartners();
    const disable = screen.getByRole('button', { name: 'Disable Suresh' });
    fireEvent.click(disable);
    fireEvent.click(disable);
    await waitFor(() => expect(disable).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Disable Imran' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Suresh disabled.')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['PUT /api/admin/delivery-partners/d1']);
  });
});
