import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render';

describe('delivery routes', () => {
  it('shows the partner sign-in page with the store service status', async () => {
    await renderApp('/delivery/login');
    expect(screen.getByRole('heading', { name: 'Delivery Partner Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Store service: online')).toBeInTheDocument();
  });

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

  it('opens the dashboard with a partner token', async () => {
    localStorage.setItem('partnerToken', 'partner-token');
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your Deliveries' })).toBeInTheDocument();
  });
});
