import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expectPasswordToggle } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const partner = { id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' };

describe('partner sign-in', () => {
  it('signs in, stores the token and partner record, and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('/api/delivery/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, token: 'partner-token', partner });
      }),
      http.get('/api/delivery/orders', () => HttpResponse.json([])),
    );
    const { router, user } = await renderApp('/delivery/login');
    await user.type(screen.getByLabelText('Phone number'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'partner12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Hello, Ravi Kumar!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/dashboard');
    expect(body).toEqual({ phone: '9000000001', password: 'partner12345' });
    expect(localStorage.getItem('partnerToken')).toBe('partner-token');
    expect(JSON.parse(localStorage.getItem('partner')!)).toEqual(partner);
  });

  it("shows the server's message, or 'Login failed.' when it sent none", async () => {
    server.use(http.post('/api/delivery/login', () => HttpResponse.json({ success: false, msg: 'Invalid credentials' }, { status: 401 })));
    const { user, router } = await renderApp('/delivery/login');
    await user.type(screen.getByLabelText('Phone number'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/delivery/login');

    server.use(http.post('/api/delivery/login', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });

  it('requires both fields', async () => {
    await renderApp('/delivery/login');
    expect(screen.getByLabelText('Phone number')).toBeRequired();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderApp('/delivery/login');
    await expectPasswordToggle(user, screen.getByLabelText('Password'));
  });
});
