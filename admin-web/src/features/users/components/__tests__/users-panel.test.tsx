import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AdminUser } from '../../api/get-users';

const people: AdminUser[] = [
  { id: 'u1', name: 'Lakshmi Reddy', phone: '+919848012345', addresses: [], store_credit: 0, created_at: '2026-03-01T10:00:00Z' },
  { id: 'u2', name: '🙂 Smiley', phone: '+919700000001', addresses: [], store_credit: 0, created_at: '2026-03-01T10:00:00Z' },
  { id: 'u3', name: 'శ్రీనివాస్', phone: '+919700000002', addresses: [], store_credit: 0, created_at: '2026-03-01T10:00:00Z' },
];

describe('Users: search by name or phone on the server, in the URL', () => {
  it('typing a phone searches once typing pauses and keeps it in the URL; the avatars show whole letters', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('q') ?? ''}|${query.get('page')}`);
        const q = query.get('q') ?? '';
        const found = people.filter((p) => p.name.includes(q) || p.phone.includes(q.replace(/\s/g, '')));
        return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
      }),
    );
    localStorage.setItem('adminToken', 'admin-token');
    const { user, router } = await renderApp('/admin/users');
    const smiley = await screen.findByRole('row', { name: /Smiley/ });
    // A grapheme, not half of a surrogate pair; a Telugu letter with its vowel sign stays whole.
    expect(within(smiley).getByText('🙂')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /శ్రీనివాస్/ })).getByText('శ్రీ')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search customers by name or phone'), '98480');
    await waitFor(() => expect(router.state.location.search).toBe('?q=98480'));
    await waitFor(() => expect(screen.queryByText('🙂 Smiley')).not.toBeInTheDocument());
    expect(screen.getByText('Lakshmi Reddy')).toBeInTheDocument();
    expect(asked.filter((a) => a !== '|1')).toEqual(['98480|1']);
  });

  it('opens on the page named in the URL and moves back with Previous', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        asked.push(page ?? '');
        return HttpResponse.json(page === '3' ? [people[2]] : [people[0]], { headers: { 'x-total-count': '41' } });
      }),
    );
    localStorage.setItem('adminToken', 'admin-token');
    const { user, router } = await renderApp('/admin/users?page=3');
    const pager = await screen.findByRole('navigation', { name: 'Customer pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(asked).toContain('2');
  });

  it("shows no database id, and View orders opens the Orders tab on that customer's orders only", async () => {
    const ordersAsked: string[] = [];
    server.use(
      http.get('/api/admin/users', () => HttpResponse.json([people[0]], { headers: { 'x-total-count': '1' } })),
      http.get('/api/admin/orders', ({ request }) => {
        ordersAsked.push(new URL(request.url).searchParams.get('customer') ?? '');
        return HttpResponse.json({ orders: [], total: 0, page: 1, totalPages: 1 });
      }),
    );
    localStorage.setItem('adminToken', 'admin-token');
    const { user, router } = await renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /Lakshmi Reddy/ });
    expect(within(row).queryByText('u1')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'View orders of Lakshmi Reddy' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/orders$/));
    expect(router.state.location.search).toBe('?customer=u1');
    expect(await screen.findByText(/Orders of one customer/)).toBeInTheDocument();
    await waitFor(() => expect(ordersAsked).toContain('u1'));
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
