import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { saveStaffSession } from '@/features/auth/utils/staff-session';

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

  it.each([
    ['/admin without an admin token', '/admin'],
    // Unknown paths go to the dashboard, and so to sign-in when signed out.
    ['an unknown path while signed out', '/admin/no/such/page'],
  ])('sends %s to the sign-in page', async (_, path) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('opens the dashboard with an admin token', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin/');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  describe('one path per dashboard tab', () => {
    beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

    it('opens /admin/ on the first tab the role may use, and an unknown tab on it too', async () => {
      const { router } = await renderApp('/admin/');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      act(() => router.navigate('/nonsense'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    });

    it('sends a dispatcher to Orders, also from a tab their role may not use', async () => {
      saveStaffSession({ id: 's2', name: 'Dev', role: 'dispatcher', permissions: ['orders', 'partners', 'self'] });
      const { router } = await renderApp('/admin/coupons');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
      expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    });

    it('opens the tab of the link, and a tab click changes the path (so back returns)', async () => {
      const { user, router } = await renderApp('/admin/partners');
      expect(await screen.findByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
      await user.click(screen.getByRole('tab', { name: 'Coupons' }));
      expect(router.state.location.pathname).toBe('/admin/coupons');
      act(() => router.navigate(-1 as never));
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true'));
      expect(router.state.location.pathname).toBe('/admin/partners');
    });
  });
});
