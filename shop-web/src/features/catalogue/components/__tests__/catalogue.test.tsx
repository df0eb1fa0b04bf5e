import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath, turkey } from '@/testing/fixtures';

describe('catalogue', () => {
  it('shows 8 skeleton cards while loading, then the products of the first category (sent as livebirds)', async () => {
    const urls: string[] = [];
    const answer = held();
    server.use(
      http.get('/api/products', async ({ request }) => {
        urls.push(request.url);
        await answer.released;
        return HttpResponse.json({ products: [kadaknath, turkey], totalPages: 2, page: 1 });
      }),
    );
    await renderApp('/');
    expect(screen.getByTestId('catalogue-loading').children).toHaveLength(8);
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(new URL(urls[0]).search).toBe('?page=1&limit=12&category=livebirds');
    expect(screen.getByText('Page 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getAllByRole('button', { pressed: true, name: /Meat & Poultry/ })).toHaveLength(1);
    expect(screen.getByTestId('category-poster')).toBeInTheDocument();
  });

  it('renders cards: placeholder image, New badge, variants with rupee price, and Coming Soon without variants', async () => {
    const { user } = await renderApp('/');
    const card = (await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).closest('article')!;
    expect(within(card).getByRole('img', { name: /no photo yet/ })).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('₹450.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '1kg' }));
    expect(within(card).getByText('₹850.00')).toBeInTheDocument();
    const turkeyCard = screen.getByRole('heading', { name: 'Turkey Meat' }).closest('article')!;
    expect(within(turkeyCard).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(turkeyCard).queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    const photo = within(turkeyCard).getByRole('img', { name: 'Turkey Meat' });
    // WebP widths from the API; the browser picks the one sharp at the card's size (lib/image-srcset.ts).
    expect(photo).toHaveAttribute('src', `${turkey.image_url}?w=480`);
    expect(photo.getAttribute('srcset')).toContain(`${turkey.image_url}?w=1080 1080w`);
    // Sized (no layout shift while it loads) and, being in the first row, not lazy.
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('adds the chosen variant to the cart with a toast', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Add Kadaknath Chicken 500g to cart' }));
    expect(await screen.findByText('Kadaknath Chicken added to cart!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([expect.objectContaining({ id: 'v1', quantity: 1, price: 450 })]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
  });

  it('turns Add into a stepper once the size is in the cart: more, fewer, and − at 1 takes it out', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Add Kadaknath Chicken 500g to cart' }));
    const stepper = screen.getByRole('group', { name: 'Quantity of Kadaknath Chicken 500g' });
    expect(stepper).toHaveTextContent('1');
    // The finger that pressed Add is on "Add one more" now.
    expect(within(stepper).getByRole('button', { name: 'Add one more Kadaknath Chicken 500g' })).toHaveFocus();
    await user.click(within(stepper).getByRole('button', { name: 'Add one more Kadaknath Chicken 500g' }));
    expect(stepper).toHaveTextContent('2');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([expect.objectContaining({ id: 'v1', quantity: 2 })]);
    await user.click(within(stepper).getByRole('button', { name: 'Remove one Kadaknath Chicken 500g' }));
    await user.click(within(stepper).getByRole('button', { name: 'Remove one Kadaknath Chicken 500g' }));
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Quantity of Kadaknath Chicken 500g' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Kadaknath Chicken 500g to cart' })).toHaveFocus();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('switches category and page through the URL', async () => {
    const urls: string[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ products: [kadaknath], totalPages: 3, page: 1 });
      }),
    );
    const { user, router } = await renderApp('/');
    await screen.findByText('Page 1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Dry Fruits' }));
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=dryfruits');
    expect(urls).toEqual(['?page=1&limit=12&category=livebirds', '?page=2&limit=12&category=livebirds', '?page=1&limit=12&category=dryfruits']);
  });

  it('filters the loaded page by name, ignoring case', async () => {
    const { user } = await renderApp('/?category=eggs');
    await screen.findByRole('heading', { name: 'Turkey Meat' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Eggs' }), 'KADAK');
    expect(screen.getByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Turkey Meat' })).not.toBeInTheDocument();
  });

  it('shows the empty-category texts', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json({ products: [], totalPages: 1, page: 1 })));
    await renderApp('/?category=oils');
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    expect(screen.getByText('Please check back later or select another category.')).toBeInTheDocument();
  });

  it('says so when the store answered the last copy of the shelf (its database did not answer)', async () => {
    server.use(
      http.get('/api/products', () =>
        HttpResponse.json({ products: [kadaknath], totalPages: 1, page: 1 }, { headers: { warning: '110 - "Response is Stale"' } }),
      ),
    );
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('this shelf is as it was a moment ago. Prices are checked again at checkout.');
  });

  it('shows no such note on a fresh shelf', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(screen.queryByText(/as it was a moment ago/)).not.toBeInTheDocument();
  });

  it('explains an unexpected answer and a failed load', async () => {
    // The API client also says a broken answer on the console (for the developer); here it is expected, and checked.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/products', () => HttpResponse.json({ items: [] })));
    const first = await renderApp('/');
    expect(await screen.findByText('Failed to load products. Unexpected data format received.')).toBeInTheDocument();
    first.unmount();
    expect(consoleError.mock.calls).toEqual([[expect.objectContaining({ name: 'ContractError' })]]);
    consoleError.mockRestore();

    server.use(http.get('/api/products', () => HttpResponse.json({ msg: 'Unknown category' }, { status: 400 })));
    await renderApp('/');
    expect(await screen.findByText('Failed to load products. Unknown category')).toBeInTheDocument();
  });
});
