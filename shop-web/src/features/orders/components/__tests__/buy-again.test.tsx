import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { cartLine, kadaknath, order, signInAs, storeCart } from '@/testing/fixtures';

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; price: number; quantity: number }[];

/** A delivered order of 2 × Kadaknath 1kg (ordered at ₹850) and 1 × Ghee 500ml. */
const pastOrder = order({
  delivery_status: 'Delivered',
  status: 'Completed',
  items: [
    { product_id: 'p1', variant_id: 'v2', name: 'Kadaknath Chicken', variantLabel: '1kg', quantity: 2, price: 850, weighed: null },
    { product_id: 'p7', variant_id: 'g1', name: 'A2 Ghee', variantLabel: '500ml', quantity: 1, price: 700, weighed: null },
  ],
});

const productPage = (product: typeof kadaknath) => ({
  product: { ...product, variants: product.variants.map((v) => ({ ...v, price_per_kg: null })) },
  related: [],
});

/** The store today: Kadaknath as given, and the ghee no longer sold. */
function storeSellsOnly(kadaknathToday: typeof kadaknath) {
  server.use(
    http.get('/api/products/p1', () => HttpResponse.json(productPage(kadaknathToday))),
    http.get('/api/products/p7', () => HttpResponse.json({ msg: 'That product is no longer in our store.' }, { status: 404 })),
  );
}

/** Opens the past order in the account and presses its Buy Again (named in the page's language). */
async function buyAgain(buttonName = 'Buy Again') {
  server.use(http.get('/api/orders', () => HttpResponse.json([pastOrder])));
  const { user } = await renderApp('/account');
  await user.click(await screen.findByRole('button', { name: /(Order|ఆర్డర్) #/ }));
  const button = screen.getByRole('button', { name: buttonName });
  await user.click(button);
  return button;
}

describe('account: buy again', () => {
  beforeEach(() => signInAs());

  it("re-adds the order's items at today's prices and names what the store no longer sells", async () => {
    const todays = { ...kadaknath, variants: kadaknath.variants.map((v) => (v.id === 'v2' ? { ...v, price: 900 } : v)) };
    storeSellsOnly(todays);
    await buyAgain();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('2 items are back in your cart at today’s prices.');
    expect(status).toHaveTextContent('Not available today: A2 Ghee (500ml) × 1.');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'v2', price: 900, quantity: 2 })]);
  });

  it('adds to what the cart already holds, and only what is left in stock', async () => {
    storeCart([cartLine({ id: 'v1', quantity: 1, price: 450 })]);
    const lowStock = { ...kadaknath, variants: kadaknath.variants.map((v) => (v.id === 'v2' ? { ...v, stock: 1 } : v)) };
    server.use(
      http.get('/api/products/p1', () => HttpResponse.json(productPage(lowStock))),
      http.get('/api/products/p7', () =>
        HttpResponse.json(
          productPage({
            ...kadaknath,
            id: 'p7',
            name: 'A2 Ghee',
            variants: [
              {
                id: 'g1',
                product_id: 'p7',
                label: '500ml',
                price: 720,
                stock: 0,
                weight_grams: 500,
                mrp: null,
                sold_by_weight: false,
                price_per_kg: null,
                tolerance_pct: null,
              },
            ],
          }),
        ),
      ),
    );
    await buyAgain();

    expect(await screen.findByRole('status')).toHaveTextContent('1 item is back in your cart at today’s price.');
    expect(screen.getByRole('status')).toHaveTextContent('Not available today: A2 Ghee (500ml) × 1.');
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'v1', quantity: 1 }), expect.objectContaining({ id: 'v2', quantity: 1, price: 850 })]);
  });

  it('changes nothing and says so when the store cannot be reached; the button is busy meanwhile', async () => {
    const answer = held();
    server.use(
      http.get('/api/products/p1', async () => (await answer.released, HttpResponse.json({ msg: 'Service unavailable' }, { status: 503 }))),
      http.get('/api/products/p7', () => HttpResponse.json(productPage(kadaknath))),
    );
    const button = await buyAgain();
    await waitFor(() => expect(button).toBeDisabled());
    answer.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('The store is temporarily unavailable. Please try again in a moment.');
    expect(button).toBeEnabled();
    expect(storedCart()).toEqual([]);
  });

  it('speaks Telugu', async () => {
    await act(() => setLanguage('te'));
    try {
      storeSellsOnly(kadaknath);
      await buyAgain('మళ్లీ కొనండి');
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('2 వస్తువులు నేటి ధరలతో మీ కార్ట్‌లో చేరాయి.');
      expect(status).toHaveTextContent('ఈరోజు అందుబాటులో లేనివి: A2 Ghee (500ml) × 1.');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
