import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { users } from '@/testing/fixtures';

describe('Users: store credit', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

  it("shows each customer's balance and adds goodwill credit with a reason, once however often Add is clicked", async () => {
    const posts: Array<{ body: unknown; key: string | null }> = [];
    const answer = held();
    let balance = 150;
    server.use(
      http.get('/api/admin/users', () => HttpResponse.json(users.map((u) => (u.id === 'u1' ? { ...u, store_credit: balance } : u)))),
      http.post('/api/admin/customers/:id/store-credit', async ({ request, params }) => {
        posts.push({ body: { id: params.id, ...((await request.json()) as object) }, key: request.headers.get('idempotency-key') });
        await answer.released;
        balance += 100;
        return HttpResponse.json({ balance, applied: true });
      }),
    );
    const { user } = await renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Lakshmi Reddy/ });
    expect(within(row).getByText('₹150.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Add store credit for Lakshmi Reddy' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add store credit' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why, in at least 3 characters');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    expect(within(dialog).getByRole('button', { name: /Adding/ })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Added ₹100.00 store credit for Lakshmi Reddy.')).toBeInTheDocument();
    expect(posts).toEqual([{ body: { id: 'u1', amount: 100, reason: 'Late delivery' }, key: expect.stringMatching(/.{16,}/) }]);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Lakshmi Reddy/ })).getByText('₹250.00')).toBeInTheDocument());
  });

  it('staff without the store credit permission see no Add store credit', async () => {
    localStorage.setItem('adminStaff', JSON.stringify({ id: 's1', name: 'Dee', role: 'manager', permissions: ['customers', 'orders', 'self'] }));
    await renderApp('/admin/users');
    await screen.findByRole('row', { name: /Lakshmi Reddy/ });
    expect(screen.queryByRole('button', { name: /Add store credit/ })).not.toBeInTheDocument();
  });
});
