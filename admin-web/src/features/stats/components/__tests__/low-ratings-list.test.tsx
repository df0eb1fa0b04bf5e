import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('Low ratings on the Overview', () => {
  it('lists recent 1–2 star ratings with the customer, their words and a link to the order', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/ratings', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json([
          {
            order_id: '6650f1c2a9e4b7d3e1f0a9b8',
            customer_name: 'Padma Rao',
            stars: 1,
            comment: 'The chicken smelt off.',
            rated_at: '2030-03-01T10:00:00.000Z',
          },
        ]);
      }),
    );
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin');
    const list = await screen.findByRole('region', { name: 'Low ratings (2 stars or fewer)' });
    expect(asked).toBe('?max=2&limit=10');
    expect(within(list).getByRole('link', { name: 'Order #E1F0A9B8' })).toHaveAttribute('href', '/admin/orders?order=6650f1c2a9e4b7d3e1f0a9b8');
    expect(within(list).getByText('1 star')).toBeInTheDocument();
    expect(within(list).getByText(/Padma Rao/)).toBeInTheDocument();
    expect(within(list).getByText('The chicken smelt off.')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin');
    const list = await screen.findByRole('region', { name: 'Low ratings (2 stars or fewer)' });
    expect(within(list).getByText('No low ratings lately.')).toBeInTheDocument();
  });
});
