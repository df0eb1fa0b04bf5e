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

  it('after 5 wrong passwords asks for the code sent by SMS, offers a new one, and signs in with code and password', async () => {
    const sent: unknown[] = [];
    let answer: (response: Response) => void = () => {};
    const asked = 'For your safety, signing in with this number now needs the 6-digit code we send to it by SMS. Enter it with your password.';
    server.use(
      http.post('/api/delivery/login', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        sent.push(body);
        if (body.code) return new Promise<Response>((resolve) => (answer = resolve));
        const msg = sent.length === 1 ? asked : 'A code was sent moments ago. Please wait 40 seconds before asking for another.';
        return HttpResponse.json({ success: false, msg, codeRequired: true }, { status: 401 });
      }),
      http.get('/api/delivery/orders', () => HttpResponse.json([])),
    );
    const { router, user } = await renderApp('/delivery/login');
    await user.type(screen.getByLabelText('Phone number'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'partner12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('status')).toHaveTextContent(asked);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Code from the SMS')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please wait 40 seconds');
    expect(sent).toEqual([
      { phone: '9000000001', password: 'partner12345' },
      { phone: '9000000001', password: 'partner12345' },
    ]);

    await user.type(screen.getByLabelText('Code from the SMS'), '517204');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    answer(HttpResponse.json({ success: true, token: 'partner-token', partner }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ravi Kumar!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/dashboard');
    expect(sent[2]).toEqual({ phone: '9000000001', password: 'partner12345', code: '517204' });
  });
});
