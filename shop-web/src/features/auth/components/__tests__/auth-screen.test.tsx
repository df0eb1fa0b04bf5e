import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { customer } from '@/testing/fixtures';

const session = { user: customer, token: 'new-token' };

describe('customer sign-in screen', () => {
  it('signs in with phone and password and goes home', async () => {
    let sent: unknown;
    server.use(http.post('/api/login', async ({ request }) => ((sent = await request.json()), HttpResponse.json(session))));
    const { user, router } = await renderApp('/auth');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'farmfresh123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({ phone: '9876543210', password: 'farmfresh123' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(await screen.findByText('Hello, Lakshmi!')).toBeInTheDocument();
  });

  it("shows the server's message, or the fallback when it sent none", async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ msg: 'Invalid phone number or password.' }, { status: 401 })));
    const { user } = await renderApp('/auth');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number or password.');

    server.use(http.post('/api/login', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user } = await renderApp('/auth');
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('signs up, signs in at once, shows the welcome toast and 400 pieces of confetti', async () => {
    let sent: unknown;
    server.use(http.post('/api/register', async ({ request }) => ((sent = await request.json()), HttpResponse.json(session, { status: 201 }))));
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Lakshmi');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'farmfresh123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText("Welcome to Nature's Nest Farms, Lakshmi!")).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Lakshmi', phone: '9876543210', password: 'farmfresh123' });
    expect((await screen.findByTestId('confetti')).children).toHaveLength(400);
  });

  it('resets a forgotten password with the OTP, keeping the phone, then asks to log in', async () => {
    let resetBody: unknown;
    server.use(
      http.post('/api/forgot-password-twilio', () => HttpResponse.json({ msg: 'If the number has an account, a code was sent.' })),
      http.post('/api/reset-password-twilio', async ({ request }) => ((resetBody = await request.json()), HttpResponse.json({ msg: 'Password has been reset.' }))),
    );
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('An OTP has been sent to your phone.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('OTP')).toHaveAttribute('placeholder', expect.stringContaining('6-digit'));
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(resetBody).toEqual({ phone: '9876543210', otp: '123456', newPassword: 'newpass123' });
  });

  it('uses the fallback messages when sending the OTP or resetting fails', async () => {
    server.use(
      http.post('/api/forgot-password-twilio', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP.')).toBeInTheDocument();

    server.use(
      http.post('/api/forgot-password-twilio', () => HttpResponse.json({ msg: 'sent' })),
      http.post('/api/reset-password-twilio', () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.queryByText('Password reset failed.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
  });
});
