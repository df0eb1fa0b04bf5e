import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { cartLine, signInAs, storeCart } from '@/testing/fixtures';

describe('cart', () => {
  beforeEach(() => signInAs());

  it('shows the empty state', async () => {
    await renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart is a Blank Canvas' })).toBeInTheDocument();
  });

  it('lists lines with unit price, quantity, line total and the summary note', async () => {
    storeCart([cartLine(), cartLine({ id: 'v1', variantLabel: '500g', price: 450, quantity: 1 })]);
    const { user } = await renderApp('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Line total for Kadaknath Chicken 1kg')).toHaveTextContent('₹1,700.00');
    expect(screen.getByText('Shipping and discounts will be calculated at checkout.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('₹2,150.00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Kadaknath Chicken 1kg' }));
    expect(screen.getByLabelText('Line total for Kadaknath Chicken 1kg')).toHaveTextContent('₹2,550.00');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Kadaknath Chicken 500g' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Kadaknath Chicken 500g' }));
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names a line in Telugu when the shopper reads Telugu and the product has a Telugu name', async () => {
    storeCart([cartLine({ name_te: 'కడక్‌నాథ్ కోడి' }), cartLine({ id: 'v7', name: 'Millet Flakes', variantLabel: '500g', price: 120, quantity: 1 })]);
    await act(() => setLanguage('te'));
    try {
      await renderApp('/cart');
      expect(await screen.findByRole('heading', { name: 'కడక్‌నాథ్ కోడి' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Millet Flakes' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows static product details, or the coming-soon text', async () => {
    storeCart([cartLine(), cartLine({ id: 'v7', name: 'Millet Flakes', variantLabel: '500g', price: 120, quantity: 1 })]);
    const { user } = await renderApp('/cart');
    const [kadaknathDetails, milletDetails] = await screen.findAllByRole('button', { name: 'View Details' });
    await user.click(kadaknathDetails);
    const dialog = screen.getByRole('dialog', { name: 'Kadaknath Chicken' });
    expect(within(dialog).getByRole('heading', { name: 'Nutrition Facts' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Health Benefits' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Cooking Tips' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(milletDetails);
    expect(screen.getByText('Detailed information for this product is coming soon.')).toBeInTheDocument();
  });

  it('stores the checkout details with no address yet and goes to checkout', async () => {
    storeCart([cartLine()]);
    const { user, router } = await renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(JSON.parse(localStorage.getItem('checkoutDetails')!)).toMatchObject({
      totalAmount: 1700,
      shippingAddress: null,
      items: [{ id: 'v2', quantity: 2 }],
    });
  });
});
