import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectPasswordToggle } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { customer } from '@/testing/fixtures';
import { setLanguage } from '@/i18n/i18n';

const session = { user: customer, token: 'new-token' };
const codeSent = { msg: 'We have sent a 6-digit code to your phone by SMS. Enter it to finish signing up.', signUpToken: 't'.repeat(32) };

/** Opens the sign-up form and fills it in. */
async function fillSignUp(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  await user.type(screen.getByLabelText('Full Name'), 'Lakshmi');
  await user.type(screen.getByLabelText('Phone Number'), phone);
  await user.type(screen.getByLabelText('Password'), 'farmfresh123');
}

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

  it("shows the server's message in the shopper's words, or the fallback when it sent none", async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ msg: 'Incorrect phone number or password.' }, { status: 401 })));
    const { user } = await renderApp('/auth');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect phone number or password.');

    server.use(http.post('/api/login', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderApp('/auth');
    await expectPasswordToggle(user, screen.getByLabelText('Password'));
  });

  it('signs up with the code texted to the phone, signs in at once, shows the welcome toast and 400 pieces of confetti', async () => {
    let sent: unknown;
    let confirmed: unknown;
    server.use(
      http.post('/api/register', async ({ request }) => ((sent = await request.json()), HttpResponse.json(codeSent, { status: 202 }))),
      http.post('/api/register/verify', async ({ request }) => ((confirmed = await request.json()), HttpResponse.json(session, { status: 201 }))),
    );
    const { user, router } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Lakshmi');
    await user.type(screen.getByLabelText('Phone Number'), '98765 43210');
    await user.type(screen.getByLabelText('Password'), 'farmfresh123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Confirm Your Number' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to +91 98765 43210. Enter it to finish creating your account.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Lakshmi', phone: '98765 43210', password: 'farmfresh123' });
    expect(localStorage.getItem('token')).toBeNull();
    const code = screen.getByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText("Welcome to Nature's Nest Farms, Lakshmi!")).toBeInTheDocument();
    expect(confirmed).toEqual({ phone: '98765 43210', code: '482913', signUpToken: codeSent.signUpToken });
    expect(localStorage.getItem('token')).toBe('new-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findByTestId('confetti')).children).toHaveLength(400);
  });

  it('keeps every button of the code step disabled while the code is being checked', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('/api/register', () => HttpResponse.json(codeSent, { status: 202 })),
      http.post('/api/register/verify', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(session, { status: 201 }))))),
    );
    const { user } = await renderApp('/auth');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Change number' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Resend OTP/ })).toBeDisabled();
    answer!();
    expect(await screen.findByText("Welcome to Nature's Nest Farms, Lakshmi!")).toBeInTheDocument();
  });

  it('says in plain words when the code is wrong, used up or expired, and checks its format before sending', async () => {
    let calls = 0;
    const answers = [
      HttpResponse.json({ msg: 'That code is not correct. 4 tries left.' }, { status: 400 }),
      HttpResponse.json({ msg: 'Too many wrong codes. Please request a new code.' }, { status: 429 }),
      HttpResponse.json({ msg: 'That code is not valid or has expired. Please request a new code.' }, { status: 400 }),
      HttpResponse.json({ msg: 'code must match pattern "^[0-9]{6}$"' }, { status: 400 }),
    ];
    server.use(
      http.post('/api/register', () => HttpResponse.json(codeSent, { status: 202 })),
      http.post('/api/register/verify', () => answers[calls++]),
    );
    const { user } = await renderApp('/auth');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const code = await screen.findByLabelText('Code from the SMS');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the SMS.');
    expect(calls).toBe(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct. 4 tries left.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes. Please request a new code.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is not valid or has expired. Please request a new code.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code from the SMS.'));
    expect(screen.queryByText(/must match pattern/)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes back to change the number with the form still filled in, and says when the number already has an account', async () => {
    const phones: string[] = [];
    server.use(
      http.post('/api/register', async ({ request }) => {
        const { phone } = (await request.json()) as { phone: string };
        phones.push(phone);
        return phone === '9876500001'
          ? HttpResponse.json(
              { msg: 'An account with this phone number already exists. Please sign in, or use "Forgot password" if you do not remember its password.' },
              { status: 409 },
            )
          : HttpResponse.json(codeSent, { status: 202 });
      }),
    );
    const { user } = await renderApp('/auth');
    await fillSignUp(user, '9876500002');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+91 98765 00002\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change number' }));

    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Lakshmi');
    expect(screen.getByLabelText('Password')).toHaveValue('farmfresh123');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this phone number already exists. Please sign in, or use “Forgot Password?” if you do not remember its password.',
    );
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(phones).toEqual(['9876500002', '9876500001']);
  });

  it('resends the sign-up code after the wait the server names', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let sends = 0;
      server.use(
        http.post('/api/register', () =>
          ++sends === 1
            ? HttpResponse.json({ msg: 'A code was sent moments ago. Please wait 42 seconds before asking for another.' }, { status: 429 })
            : HttpResponse.json(codeSent, { status: 202 }),
        ),
      );
      await renderApp('/auth');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await fillSignUp(user);
      // A code sent moments ago (an earlier try) still works: the code step opens with the server's wait.
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByRole('heading', { name: 'Confirm Your Number' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds');
      expect(screen.getByRole('button', { name: 'Resend OTP in 42 seconds' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(42_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByText('An OTP has been sent to your phone.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP in 60 seconds' })).toBeDisabled();
      expect(sends).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resets a forgotten password with the OTP, keeping the phone, then asks to log in', async () => {
    let resetBody: unknown;
    server.use(
      http.post('/api/forgot-password-twilio', () => HttpResponse.json({ msg: 'If the number has an account, a code was sent.' })),
      http.post(
        '/api/reset-password-twilio',
        async ({ request }) => ((resetBody = await request.json()), HttpResponse.json({ msg: 'Password has been reset.' })),
      ),
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
    server.use(http.post('/api/forgot-password-twilio', () => new HttpResponse(null, { status: 500 })));
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

  it('checks lengths and formats before sending, with hints under the fields', async () => {
    let calls = 0;
    server.use(http.post('/api/register', () => (calls++, HttpResponse.json(codeSent, { status: 202 }))));
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('10-digit mobile number');
    await user.type(screen.getByLabelText('Full Name'), '   ');
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Enter a valid 10-digit Indian mobile number.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must have at least 8 characters.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it("never shows a schema message: the server's refusals of a field are the field's own words", async () => {
    server.use(http.post('/api/register', () => HttpResponse.json({ msg: 'name must match pattern "\\S"' }, { status: 400 })));
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ravi');
    await user.type(screen.getByLabelText('Phone Number'), '9876500001');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(screen.queryByText(/must match pattern/)).not.toBeInTheDocument();

    server.use(http.post('/api/register', () => HttpResponse.json({ msg: 'password must NOT have fewer than 8 characters.' }, { status: 400 })));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The password must have at least 8 characters.'));
  });

  it('answers in Telugu when the shopper chose Telugu', async () => {
    await act(() => setLanguage('te'));
    server.use(http.post('/api/login', () => HttpResponse.json({ msg: 'Incorrect phone number or password.' }, { status: 401 })));
    const { user } = await renderApp('/auth');
    await user.type(screen.getByLabelText('ఫోన్ నంబర్'), '98765');
    await user.click(screen.getByRole('button', { name: 'సైన్ ఇన్' }));
    expect(screen.getByLabelText('ఫోన్ నంబర్')).toHaveAccessibleDescription('సరైన 10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి.');
    await user.clear(screen.getByLabelText('ఫోన్ నంబర్'));
    await user.type(screen.getByLabelText('ఫోన్ నంబర్'), '9876543210');
    await user.type(screen.getByLabelText('పాస్‌వర్డ్'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'సైన్ ఇన్' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ఫోన్ నంబర్ లేదా పాస్‌వర్డ్ తప్పు.');
    await act(() => setLanguage('en'));
  });

  it('offers to resend the code after a countdown, and keeps the phone after the reset', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let sends = 0;
      server.use(
        http.post('/api/forgot-password-twilio', () => (sends++, HttpResponse.json({ msg: 'sent' }))),
        http.post('/api/reset-password-twilio', () => HttpResponse.json({ msg: 'Your password has been reset.' })),
      );
      await renderApp('/auth');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      await user.type(screen.getByLabelText('Phone Number'), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('button', { name: 'Resend OTP in 60 seconds' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(59_000));
      expect(screen.getByRole('button', { name: 'Resend OTP in 1 second' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByRole('button', { name: 'Resend OTP in 60 seconds' })).toBeDisabled();
      expect(sends).toBe(2);

      await user.type(screen.getByLabelText('OTP'), '123456');
      await user.type(screen.getByLabelText('New Password'), 'newpass123');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeInTheDocument();
      expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts the countdown from the server's wait when it refuses a code sent too soon", async () => {
    server.use(
      http.post('/api/forgot-password-twilio', () =>
        HttpResponse.json({ msg: 'A code was sent moments ago. Please wait 42 seconds before asking for another.' }, { status: 429 }),
      ),
    );
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A code was sent moments ago. Please wait 42 seconds before asking for another.');
  });

  describe('after 5 wrong passwords for the number', () => {
    const codeRequired = (msg = 'For your safety, signing in with this number now needs the 6-digit code we send to it by SMS. Enter it with your password.') =>
      HttpResponse.json({ success: false, msg, codeRequired: true }, { status: 401 });

    it('asks for the code sent by SMS and signs in with it and the password, the button disabled while it is sent', async () => {
      const sent: unknown[] = [];
      let answer: (response: Response) => void = () => {};
      server.use(
        http.post('/api/login', async ({ request }) => {
          const body = (await request.json()) as { code?: string };
          sent.push(body);
          if (!body.code) return codeRequired();
          return new Promise<Response>((resolve) => (answer = resolve));
        }),
      );
      const { user, router } = await renderApp('/auth');
      await user.type(screen.getByLabelText('Phone Number'), '9876543210');
      await user.type(screen.getByLabelText('Password'), 'farmfresh123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('heading', { name: 'Enter the Code' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'For your safety, signing in to this number now needs the 6-digit code we have sent to it by SMS. Enter it with your password.',
      );
      expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Password')).toHaveValue('farmfresh123');
      expect(screen.getByRole('button', { name: 'Resend OTP in 60 seconds' })).toBeDisabled();

      // A code that is not 6 digits is caught before sending.
      await user.type(screen.getByLabelText('OTP'), '12a');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(screen.getByText('Enter the 6-digit code from the SMS.')).toBeInTheDocument();
      expect(sent).toHaveLength(1);

      await user.clear(screen.getByLabelText('OTP'));
      await user.type(screen.getByLabelText('OTP'), '482913');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      answer(HttpResponse.json(session));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(sent[1]).toEqual({ phone: '9876543210', password: 'farmfresh123', code: '482913' });
    });

    it("says a wrong code's tries left in the shopper's words, and counts the resend from the server's wait", async () => {
      server.use(
        http.post('/api/login', async ({ request }) => {
          const body = (await request.json()) as { code?: string };
          if (body.code) return HttpResponse.json({ msg: 'That code is not correct. 4 tries left.' }, { status: 400 });
          return codeRequired('A code was sent moments ago. Please wait 42 seconds before asking for another.');
        }),
      );
      const { user } = await renderApp('/auth');
      await user.type(screen.getByLabelText('Phone Number'), '9876543210');
      await user.type(screen.getByLabelText('Password'), 'farmfresh123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('button', { name: 'Resend OTP in 42 seconds' })).toBeDisabled();
      await user.type(screen.getByLabelText('OTP'), '000000');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct. 4 tries left.');
    });
  });
});
