import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { errorMessage } from '@/lib/api-client';
import { signIn } from '@/lib/session';
import { Button, useToast } from '@shared-ui-host/kit';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import './auth-screen.css';

type Mode = 'login' | 'signup' | 'forgotPassword' | 'resetPassword';
type Message = { tone: 'success' | 'error'; text: string } | null;


/** SPEC §3: the welcome toast stays 4 s. */
const WELCOME_TOAST_MS = 4000;

export function AuthScreen() {
  const { t } = useTranslation();
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
        toast.success(t('auth.welcome', { store: store.name, name: session.user.name }), { durationMs: WELCOME_TOAST_MS });
        navigate(paths.home, { replace: true });
      } else if (mode === 'forgotPassword') {
        try {
          await forgotCall.mutateAsync(phone);
        } catch (error) {
          setMessage({ tone: 'error', text: errorMessage(error, t('auth.otpFailed')) });
          return;
        }
        switchMode('resetPassword', { tone: 'success', text: t('auth.otpSent') });
      } else {
        let result: { msg: string };
        try {
          result = await resetCall.mutateAsync({ phone, otp, newPassword });
        } catch (error) {
          setMessage({ tone: 'error', text: errorMessage(error, t('auth.resetFailed')) });
          return;
        }
        switchMode('login', { tone: 'success', text: t('auth.resetDone', { msg: result.msg }) });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, t('auth.unexpected')) });
    }
  }

  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-language">
          <LanguageSwitch />
        </div>
        <Link to={paths.home} className="auth-brand">
          <img src="/favicon.svg" alt="" width="48" height="48" />
          <span>{store.name}</span>
        </Link>
        <p className="auth-tagline">{t('store.tagline')}</p>
        <h1 className="auth-title">{t(`auth.titles.${mode}`)}</h1>

        <form className="auth-form" onSubmit={onSubmit} noValidate={false}>
          {mode === 'signup' && <TextField label={t('auth.fullName')} value={name} onChange={setName} autoComplete="name" />}
          <TextField
            label={t('auth.phone')}
            type="tel"
            value={phone}
            onChange={setPhone}
            autoComplete="tel"
            inputMode="tel"
            readOnly={mode === 'resetPassword'}
          />
          {(mode === 'login' || mode === 'signup') && (
            <PasswordField
              label={t('auth.password')}
              value={password}
              onChange={setPassword}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            />
          )}
          {mode === 'resetPassword' && (
            <>
              <TextField label={t('auth.otp')} value={otp} onChange={setOtp} placeholder={t('auth.otpPlaceholder')} inputMode="numeric" autoComplete="one-time-code" />
              <PasswordField
                label={t('auth.newPassword')}
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
            {t(`auth.submit.${mode}`)}
          </Button>
        </form>

        <div className="auth-links">
          {mode === 'login' && (
            <>
              <button type="button" className="link-button" onClick={() => switchMode('forgotPassword')}>
                {t('auth.forgot')}
              </button>
              <p>
                {t('auth.newHere')}{' '}
                <button type="button" className="link-button" onClick={() => switchMode('signup')}>
                  {t('auth.createAccount')}
                </button>
              </p>
            </>
          )}
          {mode === 'signup' && (
            <p>
              {t('auth.haveAccount')}{' '}
              <button type="button" className="link-button" onClick={() => switchMode('login')}>
                {t('auth.signIn')}
              </button>
            </p>
          )}
          {(mode === 'forgotPassword' || mode === 'resetPassword') && (
            <button type="button" className="link-button" onClick={() => switchMode('login')}>
              {t('auth.backToSignIn')}
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
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input id={id} type={visible ? 'text' : 'password'} required value={value} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} />
        <button type="button" className="link-button" aria-pressed={visible} aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')} onClick={onToggle}>
          {visible ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
    </div>
  );
}
