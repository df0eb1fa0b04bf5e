import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('delivery routes', () => {
  it('sends /delivery to the sign-in page', async () => {
    const { router } = await renderApp('/delivery/');
    expect(await screen.findByRole('heading', { name: 'Delivery Partner Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/login');
  });

  it('sends the dashboard to the sign-in page without a partner token', async () => {
    const { router } = await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: 'Delivery Partner Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/login');
  });

  it('sends unknown paths to the sign-in page', async () => {
    const { router } = await renderApp('/delivery/nowhere');
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
