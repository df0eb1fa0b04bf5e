import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('delivery routes', () => {
  it.each([
    ['/delivery', '/delivery/'],
    ['the dashboard without a partner token', '/delivery/dashboard'],
    ['an unknown path', '/delivery/nowhere'],
  ])('sends %s to the sign-in page', async (_, path) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Delivery Partner Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/login');
  });

  it('opens the dashboard with a partner token', async () => {
    localStorage.setItem('partnerToken', 'partner-token');
    server.use(http.get('/api/delivery/orders', () => HttpResponse.json([])));
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: /^To deliver/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Partner!' })).toBeInTheDocument();
  });
});
