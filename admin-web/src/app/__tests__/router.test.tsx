import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('admin routes', () => {
  it('shows the sign-in page with the store service status', async () => {
    await renderApp('/admin/login');
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Store service: online')).toBeInTheDocument();
  });

  it('shows the store service offline when the API is down', async () => {
    server.use(http.get('/api/health', () => HttpResponse.json({ msg: 'Database unavailable' }, { status: 503 })));
    await renderApp('/admin/login');
    expect(await screen.findByText('Store service: offline')).toBeInTheDocument();
  });

  it('sends /admin to the sign-in page without an admin token', async () => {
    const { router } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('opens the dashboard with an admin token', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin/');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('redirects unknown paths to the dashboard, and so to sign-in when signed out', async () => {
    const { router } = await renderApp('/admin/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
