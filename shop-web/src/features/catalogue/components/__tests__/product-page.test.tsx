import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@/i18n/i18n';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath, turkey } from '@/testing/fixtures';

const paneer = {
  id: 'p9',
  name: 'Farm Fresh Paneer',
  description: 'Soft paneer made daily.',
  name_te: 'తాజా పనీర్',
  description_te: '',
  image_url: null,
  category: 'dairy',
  is_new: false,
  subscribable: false,
  is_active: true,
  created_at: '2026-09-01T06:30:00.000Z',
  hsn: '0406',
  gst_rates: [{ rate: 0 as const, from: '2017-07-01' }],
  variants: [
    {
      id: 'v91',
      product_id: 'p9',
      label: '200g',
      price: 110,
      stock: null,
      weight_grams: 200,
      mrp: null,
      sold_by_weight: false,
      tolerance_pct: null,
      price_per_kg: 550,
    },
    {
      id: 'v92',
      product_id: 'p9',
      label: '500g',
      price: 260,
      stock: null,
      weight_grams: 500,
      mrp: 300,
      sold_by_weight: false,
      tolerance_pct: null,
      price_per_kg: 520,
    },
    {
      id: 'v93',
      product_id: 'p9',
      label: 'Family pack',
      price: 500,
      stock: null,
      weight_grams: null,
      mrp: 500,
      sold_by_weight: false,
      tolerance_pct: null,
      price_per_kg: null,
    },
  ],
};

describe('product page', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/products/p9', () => HttpResponse.json({ product: paneer, related: [{ ...turkey, category: 'dairy', name: 'Set Curd' }] })),
      http.get('/api/products/p1', () =>
        HttpResponse.json({ product: { ...kadaknath, variants: kadaknath.variants.map((v) => ({ ...v, price_per_kg: v.price * 2 })) }, related: [] }),
      ),
    );
  });

  it('opens from a card, whose Add button still adds without leaving the shelf', async () => {
    const { user, router } = await renderApp('/');
    const card = (await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Add Kadaknath Chicken 500g to cart' }));
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(card).getByRole('link', { name: 'Kadaknath Chicken' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kadaknath Chicken' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p1');
    // Its own details (one of the four), and the way back to its shelf.
    expect(await screen.findByText('Very lean, high-protein meat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Meat & Poultry' })).toHaveAttribute('href', '/?category=meatpoultry');
  });

  it('shows every size with its price per kg, the shelf details and related products, and adds the chosen size', async () => {
    const { user } = await renderApp('/product/p9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Paneer' }, { timeout: 5000 })).toBeInTheDocument();
    const sizes = screen.getByRole('group', { name: 'Sizes of Farm Fresh Paneer' });
    expect(within(sizes).getByRole('button', { name: /200g/ })).toHaveTextContent('₹550.00 per kg');
    expect(within(sizes).getByRole('button', { name: /500g/ })).toHaveTextContent('₹520.00 per kg');
    expect(within(sizes).getByRole('button', { name: /Family pack/ })).not.toHaveTextContent('per kg');
    // No details of its own: the dairy shelf's.
    // Drawn in the background render after the product itself.
    expect(await screen.findByRole('heading', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByText('Calcium for bones and teeth')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'More from Dairy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Set Curd' })).toBeInTheDocument();

    // A size without an MRP shows its price alone.
    const buy = screen.getByRole('button', { name: 'Add Farm Fresh Paneer 200g to cart' }).parentElement!;
    expect(within(buy).queryByText(/MRP/)).not.toBeInTheDocument();
    await user.click(within(sizes).getByRole('button', { name: /500g/ }));
    // Its MRP struck through beside the price with the saving, read out as one sentence.
    expect(screen.getByText('MRP ₹300.00, now ₹260.00, you save ₹40.00')).toBeInTheDocument();
    expect(document.querySelector('.product-page__buy s')).toHaveTextContent('₹300.00');
    expect(screen.getByText('Save ₹40.00')).toBeInTheDocument();
    // An MRP equal to the price saves nothing, and says nothing.
    await user.click(within(sizes).getByRole('button', { name: /Family pack/ }));
    expect(screen.queryByText(/you save/)).not.toBeInTheDocument();
    await user.click(within(sizes).getByRole('button', { name: /500g/ }));
    await user.click(screen.getByRole('button', { name: 'Add Farm Fresh Paneer 500g to cart' }));
    expect(await screen.findByText('Farm Fresh Paneer added to cart!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([expect.objectContaining({ id: 'v92', productId: 'p9', price: 260, quantity: 1 })]);
  });

  it('shows the Telugu name in Telugu, the English description where there is no Telugu one, and keeps it in the cart', async () => {
    await act(() => setLanguage('te'));
    try {
      const { user } = await renderApp('/product/p9');
      expect(await screen.findByRole('heading', { level: 1, name: 'తాజా పనీర్' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Soft paneer made daily.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'తాజా పనీర్ 200g ను కార్ట్‌కు జోడించు' }));
      expect(await screen.findByText('తాజా పనీర్ కార్ట్‌కు జోడించబడింది!')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([expect.objectContaining({ name: 'Farm Fresh Paneer', name_te: 'తాజా పనీర్' })]);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says so when the product is gone, and offers a retry when it could not load', async () => {
    server.use(http.get('/api/products/gone', () => HttpResponse.json({ msg: 'That product is no longer in our store.' }, { status: 404 })));
    const first = await renderApp('/product/gone');
    expect(await screen.findByRole('heading', { name: 'This product is no longer in our store.' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/');
    first.unmount();

    let calls = 0;
    server.use(
      http.get('/api/products/p9', () =>
        ++calls === 1 ? HttpResponse.json({ msg: 'boom' }, { status: 500 }) : HttpResponse.json({ product: paneer, related: [] }),
      ),
    );
    const { user } = await renderApp('/product/p9');
    expect(await screen.findByText('Could not load this product. Check your connection and try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Paneer' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the rating of its buyers, in Telugu too, and nothing before anyone rated it', async () => {
    server.use(http.get('/api/products/p9/ratings', () => HttpResponse.json({ average: 4.6, count: 38 })));
    await renderApp('/product/p9');
    expect(await screen.findByText('4.6 ★ from 38 buyers')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.6 out of 5 by 38 buyers')).toBeInTheDocument();
    await act(() => setLanguage('te'));
    try {
      expect(await screen.findByText('4.6 ★ · 38 మంది కొనుగోలుదారుల రేటింగ్')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows no rating for a product nobody rated yet', async () => {
    let answered = false;
    server.use(http.get('/api/products/p1/ratings', () => ((answered = true), HttpResponse.json({ average: null, count: 0 }))));
    await renderApp('/product/p1');
    await screen.findByRole('heading', { name: 'Kadaknath Chicken', level: 1 });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByText(/★/)).toBeNull();
  });
});
