import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/fixtures';

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
});
