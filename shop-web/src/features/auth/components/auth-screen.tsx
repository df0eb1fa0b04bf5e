import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { errorMessage } from '@/lib/api-client';
import { signIn } from '@/lib/session';
import { Button, useToast } from '@/lib/shared-ui';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import './auth-screen.css';

type Mode = 'login' | 'signup' | 'forgotPassword' | 'resetPassword';
type Message = { tone: 'success' | 'error'; text: string } | null;

const TITLES: Record<Mode, string> = {
  login: 'Sign In',
  signup: 'Create Account',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
};
const SUBMIT: Record<Mode, string> = { login: 'Sign In', signup: 'Sign Up', forgotPassword: 'Send OTP', resetPassword: 'Reset Password' };

/** SPEC §3: the welcome toast stays 4 s. */
const WELCOME_TOAST_MS = 4000;

export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const loginCall = useLogin();
  const registerCall = useRegister();
  const forgotCall = useForgotPassword();
  const resetCall = useResetPassword();
  const busy = loginCall.isPending || registerCall.isPending || forgotCall.isPending || resetCall.isPending;

  /** SPEC §4: switching clears messages and fields; the phone stays in the two reset modes. */
  function switchMode(next: Mode, keepMessage: Message = null) {
    const keepPhone = next === 'forgotPassword' || next === 'resetPassword';
    setMode(next);
    setMessage(keepMessage);
    setPassword('');
    setName('');
    setOtp('');
    setNewPassword('');
    setShowPassword(false);
    if (!keepPhone) setPhone('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    try {
      if (mode === 'login') {
        const session = await loginCall.mutateAsync({ phone, password });
        signIn(session.user, session.token);
        navigate(paths.home, { replace: true });
      } else if (mode === 'signup') {
        const session = await registerCall.mutateAsync({ name, phone, password });
        signIn({ ...session.user, isNewUser: true }, session.token);
        toast.success(`Welcome to ${store.name}, ${session.user.name}!`, { durationMs: WELCOME_TOAST_MS });
        navigate(paths.home, { replace: true });
      } else if (mode === 'forgotPassword') {
        try {
          await forgotCall.mutateAsync(phone);
        } catch (error) {
          setMessage({ tone: 'error', text: errorMessage(error, 'Failed to send OTP.') });
          return;
        }
        switchMode('resetPassword', { tone: 'success', text: 'An OTP has been sent to your phone.' });
      } else {
        let result: { msg: string };
        try {
          result = await resetCall.mutateAsync({ phone, otp, newPassword });
        } catch (error) {
          setMessage({ tone: 'error', text: errorMessage(error, 'Password reset failed.') });
          return;
        }
        switchMode('login', { tone: 'success', text: `${result.msg} You can now log in.` });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, 'An unexpected error occurred.') });
    }
  }

  return (
    <main className="auth-page">
      <div className="auth-card">
        <Link to={paths.home} className="auth-brand">
          <img src="/favicon.svg" alt="" width="48" height="48" />
          <span>{store.name}</span>
        </Link>
        <p className="auth-tagline">{store.tagline}</p>
        <h1 className="auth-title">{TITLES[mode]}</h1>

        <form className="auth-form" onSubmit={onSubmit} noValidate={false}>
          {mode === 'signup' && <TextField label="Full Name" value={name} onChange={setName} autoComplete="name" />}
          <TextField
            label="Phone Number"
            type="tel"
            value={phone}
            onChange={setPhone}
            autoComplete="tel"
            inputMode="tel"
            readOnly={mode === 'resetPassword'}
          />
          {(mode === 'login' || mode === 'signup') && (
            <PasswordField
              label="Password"
              value={password}
              onChange={setPassword}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            />
          )}
          {mode === 'resetPassword' && (
            <>
              <TextField label="OTP" value={otp} onChange={setOtp} placeholder="Enter 6-digit OTP" inputMode="numeric" autoComplete="one-time-code" />
              <PasswordField
                label="New Password"
                value={newPassword}
                onChange={setNewPassword}
                visible={showPassword}
                onToggle={() => setShowPassword((v) => !v)}
                autoComplete="new-password"
              />
            </>
          )}

          {message && (
            <p className={`form-message form-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
              {message.text}
            </p>
          )}

          <Button type="submit" fullWidth busy={busy}>
            {SUBMIT[mode]}
          </Button>
        </form>

        <div className="auth-links">
          {mode === 'login' && (
            <>
              <button type="button" className="link-button" onClick={() => switchMode('forgotPassword')}>
                Forgot Password?
              </button>
              <p>
                New here?{' '}
                <button type="button" className="link-button" onClick={() => switchMode('signup')}>
                  Create an account
                </button>
              </p>
            </>
          )}
          {mode === 'signup' && (
            <p>
              Already have an account?{' '}
              <button type="button" className="link-button" onClick={() => switchMode('login')}>
                Sign in
              </button>
            </p>
          )}
          {(mode === 'forgotPassword' || mode === 'resetPassword') && (
            <button type="button" className="link-button" onClick={() => switchMode('login')}>
              Back to Sign In
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric';
  readOnly?: boolean;
}

function TextField({ label, value, onChange, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} required value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  );
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggle: () => void;
  autoComplete: string;
}

function PasswordField({ label, value, onChange, visible, onToggle, autoComplete }: PasswordFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input id={id} type={visible ? 'text' : 'password'} required value={value} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} />
        <button type="button" className="link-button" aria-pressed={visible} aria-label={visible ? 'Hide password' : 'Show password'} onClick={onToggle}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
