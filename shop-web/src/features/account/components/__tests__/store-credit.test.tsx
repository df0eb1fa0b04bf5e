import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/fixtures';

describe('account: store credit', () => {
  beforeEach(() => signInAs());

  it('shows the balance and each entry: its reason, date, + or −, and the order it is about', async () => {
    server.use(
      http.get('/api/me/store-credit', () =>
        HttpResponse.json({
          balance: 60,
          entries: [
            { amount: -90, reason: 'Used on an order', order_id: '665f1c2ab1c2d3e4f5a6b7c8', at: '2026-11-20T06:30:00.000Z' },
            { amount: 150, reason: 'Sorry for the late delivery', order_id: null, at: '2026-11-18T06:30:00.000Z' },
          ],
        }),
      ),
    );
    await renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Store credit ₹60.00' });
    const [spent, added] = within(section).getAllByRole('listitem');
    expect(spent).toHaveTextContent(/Used on an order.*20 Nov 2026.*Order #.*−₹90\.00/);
    expect(added).toHaveTextContent(/Sorry for the late delivery.*18 Nov 2026.*\+₹150\.00/);
    expect(added).not.toHaveTextContent('Order #');
  });

  it('shows nothing to a customer who never had store credit', async () => {
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
    expect(screen.queryByRole('region', { name: /Store credit/ })).not.toBeInTheDocument();
  });

  it('chooses where money owed back goes: the way they paid, or store credit', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('/api/me/preferences', async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
    const original = await screen.findByRole('radio', { name: 'The way I paid' });
    await waitFor(() => expect(original).toBeEnabled());
    expect(original).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Store credit' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Store credit' })).toBeChecked());
    expect(puts).toEqual([{ orderMessages: true, language: null, refundTo: 'credit' }]);
  });
});
