import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { customer, signInAs } from '@/testing/fixtures';

describe('shop routes', () => {
  it('redirects an unknown path to the catalogue', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/cart', '/account', '/account/addresses', '/checkout', '/payment', '/order-success'])(
    'sends a signed-out visit to %s to the sign-in page',
    async (path) => {
      const { router } = await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('sends a signed-in customer away from /auth to the catalogue', async () => {
    signInAs();
    const { router } = await renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/help', 'Help Center'],
    ['/privacy', 'Privacy Policy'],
    ['/about-us', 'From Our Farm to Your Family'],
    ['/vendor', "Partner with Nature's Nest Farms"],
    ['/franchise', "Own a Nature's Nest Farms Franchise"],
    ['/coupons', 'Coupons & Offers'],
  ])('shows the public page %s without signing in', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('signs the customer out when loading their data answers 401', async () => {
    signInAs();
    server.use(http.get('/api/orders', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    const { router } = await renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a guest sent from Cart why, and brings them back to the cart after signing in', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ user: customer, token: 't' })));
    const { router, user } = await renderApp('/cart');
    expect(await screen.findByRole('status')).toHaveTextContent('Please sign in to see your cart. You will come back to it after signing in.');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'farmfresh123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Your Cart is a Blank Canvas' })).toBeInTheDocument();
  });

  it('opens a new screen at the top, and Back at the position the shopper left', async () => {
    // jsdom does not lay pages out: scrolling is the position scrollTo was given.
    let y = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = top;
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    const { router } = await renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    act(() => window.scrollTo(0, 640)); // the shopper scrolls down the page
    act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(y).toBe(0);
    // Back (the test router's navigate passes a number on to the router, as navigate(-1) in the app).
    act(() => (router.navigate as unknown as (delta: number) => void)(-1));
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
