import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { itemTexts } from '@/testing/lists';

describe('Low-stock list on the Overview', () => {
  it('lists the variants running out, fewest first, with sold-out and hidden ones marked', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/products/low-stock', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json([
          { variant_id: 'v9', product_id: 'p9', product_name: 'Sonali Chicken', label: '1kg', stock: 0, is_active: true },
          { variant_id: 'v8', product_id: 'p8', product_name: 'Mango Pickle', label: '500g', stock: 3, is_active: false },
        ]);
      }),
    );
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin');
    const list = await screen.findByRole('region', { name: 'Low stock (5 or fewer left)' });
    expect(asked).toBe('?threshold=5');
    expect(itemTexts(list)).toEqual(['Sonali Chicken (1kg)Sold out', 'Mango Pickle (500g) · hidden3 left']);
  });

  it('says when nothing is running low', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin');
    const list = await screen.findByRole('region', { name: 'Low stock (5 or fewer left)' });
    expect(within(list).getByText('Nothing is running low.')).toBeInTheDocument();
  });
});
