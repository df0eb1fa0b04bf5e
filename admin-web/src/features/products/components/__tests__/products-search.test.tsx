import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Product } from '../../api/get-products';

/** A fake store of `count` products answering like the API: `q` on the name, `page`/`limit`, the total in x-total-count. */
function productStore(count: number, hold?: Promise<void>) {
  const all: Product[] = Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: i % 10 === 3 ? `Desi Ghee ${i}` : `Product ${i}`,
    description: '',
    name_te: '',
    description_te: '',
    image_url: null,
    category: 'dairy',
    is_new: false,
    subscribable: false,
    is_active: i !== 0,
    created_at: '2026-09-01T06:30:00.000Z',
    hsn: '0405',
    gst_rates: [{ rate: 5, from: '2025-09-22' }],
    variants: [
      {
        id: `v${i}`,
        product_id: `p${i}`,
        label: '500g',
        price: 100 + i,
        stock: i === 0 ? null : i,
        weight_grams: 500,
        mrp: null,
        sold_by_weight: false,
        price_per_kg: null,
        tolerance_pct: null,
      },
    ],
  }));
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/products', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const found = all.filter((p) => p.name.toLowerCase().includes(q));
      if (hold && page > 1) await hold;
      return HttpResponse.json(found.slice((page - 1) * limit, page * limit), { headers: { 'x-total-count': String(found.length) } });
    }),
  );
  return { asked, searches: () => asked.map((query) => `${query.get('q') ?? ''}|${query.get('page')}`) };
}

async function openAt(url: string) {
  localStorage.setItem('adminToken', 'admin-token');
  return renderApp(url);
}

describe('Products: search and pages on the server, kept in the URL', () => {
  it('reads the search and page from the URL and asks the API for exactly that page', async () => {
    const store = productStore(500);
    await openAt('/admin/products?q=ghee&page=2');
    // 50 names hold "ghee"; the second 20 of them.
    expect(await screen.findByText('Desi Ghee 203')).toBeInTheDocument();
    expect(screen.queryByText('Desi Ghee 193')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search products by name')).toHaveValue('ghee');
    expect(store.asked.some((query) => query.get('q') === 'ghee' && query.get('page') === '2' && query.get('limit') === '20')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Product pages' })).toHaveTextContent('Page 2 of 3');
    expect(screen.getByText('50 found for "ghee"')).toBeInTheDocument();
  });

  it('typing searches once the typing pauses: one request for the whole word, the URL updated, page back to 1', async () => {
    const store = productStore(60);
    const { user, router } = await openAt('/admin/products?page=2');
    await screen.findByText('Product 39'); // page 2 of the unsearched list
    await user.type(screen.getByLabelText('Search products by name'), 'ghee');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ghee'));
    expect(await screen.findByText('Desi Ghee 3')).toBeInTheDocument();
    expect(screen.queryByText('Product 39')).not.toBeInTheDocument();
    // Not one request per key: "g", "gh", "ghe" were never searched.
    expect(store.searches().filter((s) => s.startsWith('g'))).toEqual(['ghee|1']);
    expect(screen.getByText('6 found for "ghee"')).toBeInTheDocument();
  });

  it('Next asks for page 2 and puts it in the URL; the first page stays visible while it loads', async () => {
    let release!: () => void;
    const store = productStore(45, new Promise<void>((resolve) => (release = resolve)));
    const { user, router } = await openAt('/admin/products');
    await screen.findByText('Product 19');
    const pager = screen.getByRole('navigation', { name: 'Product pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // Still loading: the previous rows are on screen, not a blank table.
    expect(screen.getByText('Product 19')).toBeInTheDocument();
    expect(screen.getByText(/updating…/)).toBeInTheDocument();
    release();
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    expect(screen.queryByText('Product 19')).not.toBeInTheDocument();
    expect(store.searches()).toContain('|2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows stock, weight and visibility of each product', async () => {
    productStore(3);
    await openAt('/admin/products');
    const hidden = await screen.findByRole('row', { name: /Product 0/ });
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('500g:', { exact: false })).toHaveTextContent('500g: ₹100.00 · stock not counted · 500 g');
    const counted = screen.getByRole('row', { name: /Product 2/ });
    expect(within(counted).getByText('Visible')).toBeInTheDocument();
    expect(within(counted).getByText('500g:', { exact: false })).toHaveTextContent('2 in stock');
  });
});
