import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('Admin Username'), 'admin');
  await user.type(screen.getByLabelText('Admin Password'), 'admin12345');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin sign-in', () => {
  it('shows Authenticating... while busy, stores the token and opens the dashboard', async () => {
    const login = heldReply(() =>
      HttpResponse.json({
        success: true,
        token: 'admin-jwt',
        staff: {
          id: 's1',
          username: 'admin',
          name: 'Store Owner',
          role: 'owner',
          active: true,
          created_at: '2026-01-01T00:00:00.000Z',
          permissions: ['staff', 'catalogue', 'coupons', 'orders', 'partners', 'dashboard', 'customers', 'inquiries', 'audit', 'slots', 'payments', 'self'],
        },
      }),
    );
    server.use(http.post('/api/admin/login', login.resolver));
    const { user, router } = await renderApp('/admin/login');
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    login.release();
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(login.bodies).toEqual([{ username: 'admin', password: 'admin12345' }]);
    expect(localStorage.getItem('adminToken')).toBe('admin-jwt');
    // The dashboard opens on the first tab the role may use (an owner: Overview).
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
  });

  it("shows the server's message and stays on failure", async () => {
    server.use(http.post('/api/admin/login', () => HttpResponse.json({ success: false, msg: 'Invalid credentials' }, { status: 401 })));
    const { user, router } = await renderApp('/admin/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('falls back to the catalogue wording when the server sends no message', async () => {
    server.use(http.post('/api/admin/login', () => new HttpResponse(null, { status: 502 })));
    const { user } = await renderApp('/admin/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('says how long to wait after too many wrong passwords for the account, and lets the admin try again', async () => {
    const wait = 'Too many wrong passwords for this account. For its safety, please wait 15 minutes and try again.';
    server.use(http.post('/api/admin/login', () => HttpResponse.json({ success: false, msg: wait }, { status: 429 })));
    const { user } = await renderApp('/admin/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
