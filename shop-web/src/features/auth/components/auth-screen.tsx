import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { SCREENS_NS } from '@/i18n/screens';
import { ApiError } from '@/lib/api-client';
import { describeError, doneText, errorText, fieldRules, messageText, type MessageRef } from '@/lib/error-messages';
import { returnPath } from '@/lib/return-to';
import { signIn } from '@/lib/session';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import { useVerifySignUp } from '../api/verify-sign-up';
import { useCountdown } from '../hooks/use-countdown';
import { displayPhone } from '../utils/display-phone';
import './auth-screen.css';

/**
 * `loginCode`: after 5 wrong passwords for the number, signing in takes the code the store sent by SMS too.
 * `verifySignup`: the sign-up's second step, the code texted to the phone (the account is made once it is confirmed).
 */
type Mode = 'login' | 'loginCode' | 'signup' | 'verifySignup' | 'forgotPassword' | 'resetPassword';
type Message = { tone: 'success' | 'error'; text: string } | null;
type Field = 'name' | 'phone' | 'password' | 'otp' | 'newPassword';
type FieldErrors = Partial<Record<Field, MessageRef>>;

/** The welcome toast stays 4 s. */
const WELCOME_TOAST_MS = 4000;
/** The API sends a number at most one code a minute (its resend rule, api/src/modules/accounts/one-time-codes.ts). */
const OTP_RESEND_SECONDS = 60;

/** The API's refusal of a password alone for a number locked after wrong passwords (api sign-in-lock.ts). */
const needsCode = (error: unknown) => error instanceof ApiError && (error.body as { codeRequired?: unknown } | undefined)?.codeRequired === true;

/** The fields each mode checks before sending, in screen order (the first one wrong gets the focus). */
function checkFields(mode: Mode, values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: Field, rule: (value: string) => MessageRef | null) => {
    const problem = rule(values[field]);
    if (problem) errors[field] = problem;
  };
  if (mode === 'verifySignup') {
    check('otp', fieldRules.otp);
    return errors;
  }
  if (mode === 'signup') check('name', fieldRules.name);
  check('phone', fieldRules.phone);
  if (mode === 'signup') check('password', fieldRules.newPassword);
  if (mode === 'loginCode') check('otp', fieldRules.otp);
  if (mode === 'resetPassword') {
    check('otp', fieldRules.otp);
    check('newPassword', fieldRules.newPassword);
  }
  return errors;
}

export function AuthScreen() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('login');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  /** Answered when the sign-up's code is sent; only the browser holding it can finish that sign-up. */
  const [signUpToken, setSignUpToken] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const resend = useCountdown();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  // A guest sent here by a page that needs an account is told why (and goes back there after signing in).
  const returnTo = returnPath(state);
  const sentHereBecause = returnTo === paths.cart ? 'auth.signInForCart' : returnTo !== paths.home ? 'auth.signInToContinue' : null;

  // After a submit that found problems, the first field at fault gets the focus (its note says why).
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  // The code step opens on its one field, where the phone offers the code from the SMS.
  useEffect(() => {
    if (mode === 'verifySignup') form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
  }, [mode]);
  const toast = useToast();
  const loginCall = useLogin();
  const registerCall = useRegister();
  const forgotCall = useForgotPassword();
  const resetCall = useResetPassword();
  const verifyCall = useVerifySignUp();
  const busy = loginCall.isPending || registerCall.isPending || verifyCall.isPending || forgotCall.isPending || resetCall.isPending;

  /**
   * Switching clears messages and fields; the phone stays in the two reset modes, and after a
   * successful reset (the shopper signs in with that number next).
   */
  function switchMode(next: Mode, keepMessage: Message = null, keepPhone = next === 'forgotPassword' || next === 'resetPassword') {
    setMode(next);
    setMessage(keepMessage);
    setFieldErrors({});
    setPassword('');
    setName('');
    setOtp('');
    setNewPassword('');
    setShowPassword(false);
    if (!keepPhone) setPhone('');
  }

  /**
   * Sends a code — for the reset, or (in the sign-up's two steps) the sign-up's own; the resend countdown starts from
   * the API's rule, or from the wait its refusal names. Answers true when sent, `wait` when one was sent moments ago.
   */
  async function sendCode(): Promise<boolean | 'wait'> {
    try {
      if (mode === 'signup' || mode === 'verifySignup') setSignUpToken((await registerCall.mutateAsync({ name, phone, password })).signUpToken);
      else await forgotCall.mutateAsync(phone);
      resend.start(OTP_RESEND_SECONDS);
      return true;
    } catch (error) {
      const wait = describeError(error)?.key === 'errors.otpWait' ? Number(describeError(error)?.params?.count) : 0;
      if (wait > 0) resend.start(wait);
      setMessage({ tone: 'error', text: errorText(t, error, t('auth.otpFailed')) });
      return wait > 0 ? 'wait' : false;
    }
  }

  async function onResend() {
    if (busy || resend.secondsLeft > 0) return;
    setMessage(null);
    if (mode === 'loginCode') {
      // Asking to sign in with the password alone again is what sends a new sign-in code.
      await signInWith(undefined).catch((error: unknown) => setMessage({ tone: 'error', text: errorText(t, error, t('auth.unexpected')) }));
      return;
    }
    if ((await sendCode()) === true) setMessage({ tone: 'success', text: t('auth.otpSent') });
  }

  /** Back from the code step to the sign-up form, everything typed still there, to correct the number. */
  function changeNumber() {
    setMode('signup');
    setMessage(null);
    setFieldErrors({});
    setOtp('');
  }

  /** Signs in; a refusal that asks for the SMS code moves to the code step (with its resend countdown). */
  async function signInWith(code: string | undefined) {
    try {
      const session = await loginCall.mutateAsync(code === undefined ? { phone, password } : { phone, password, code });
      signIn(session.user, session.token);
      void navigate(returnTo, { replace: true });
    } catch (error) {
      if (!needsCode(error)) throw error;
      setMode('loginCode');
      setOtp('');
      setFieldErrors({});
      // The answer says when a code went out moments ago, or that the hour's codes are used up.
      const said = describeError(error);
      if (said?.key === 'errors.otpHourly') {
        setMessage({ tone: 'error', text: messageText(t, said) });
        return;
      }
      resend.start(said?.key === 'errors.otpWait' ? Number(said.params?.count) : OTP_RESEND_SECONDS);
      setMessage({ tone: 'success', text: t('auth.codeNeeded', { ns: SCREENS_NS }) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const problems = checkFields(mode, { name, phone, password, otp, newPassword });
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      if (mode === 'login' || mode === 'loginCode') {
        await signInWith(mode === 'loginCode' ? otp.trim() : undefined);
      } else if (mode === 'signup') {
        // A code sent moments ago (the shopper came back to change nothing) still works: on to the code step too.
        if (await sendCode()) {
          setMode('verifySignup');
          setOtp('');
        }
      } else if (mode === 'verifySignup') {
        const session = await verifyCall.mutateAsync({ phone, code: otp, signUpToken });
        signIn({ ...session.user, isNewUser: true }, session.token);
        toast.success(t('auth.welcome', { store: store.name, name: session.user.name }), { durationMs: WELCOME_TOAST_MS });
        void navigate(returnTo, { replace: true });
      } else if (mode === 'forgotPassword') {
        if ((await sendCode()) === true) switchMode('resetPassword', { tone: 'success', text: t('auth.otpSent') });
      } else {
        let result: { msg: string };
        try {
          result = await resetCall.mutateAsync({ phone, otp, newPassword });
        } catch (error) {
          setMessage({ tone: 'error', text: errorText(t, error, t('auth.resetFailed')) });
          return;
        }
        switchMode('login', { tone: 'success', text: t('auth.resetDone', { msg: doneText(t, result.msg) }) }, true);
      }
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('auth.unexpected')) });
    }
  }

  /** The hint under a field, or what is wrong with it after a submit. */
  const fieldNote = (field: Field, hintKey?: string) => ({
    hint: hintKey ? t(hintKey, { ns: SCREENS_NS }) : undefined,
    error: fieldErrors[field] ? messageText(t, fieldErrors[field]) : undefined,
  });

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
        {sentHereBecause && (mode === 'login' || mode === 'signup') && (
          <p className="form-message form-message--info" role="status">
            {t(sentHereBecause, { ns: SCREENS_NS })}
          </p>
        )}

        <form ref={form} className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          {mode === 'signup' && (
            <TextField label={t('auth.fullName')} value={name} onChange={setName} autoComplete="name" maxLength={80} {...fieldNote('name', 'hints.name')} />
          )}
          {mode === 'verifySignup' ? (
            <>
              <p className="auth-code-sent">{t('auth.codeSentTo', { ns: SCREENS_NS, phone: displayPhone(phone) })}</p>
              <TextField
                label={t('auth.signUpCode', { ns: SCREENS_NS })}
                value={otp}
                onChange={setOtp}
                placeholder={t('auth.signUpCodePlaceholder', { ns: SCREENS_NS })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...fieldNote('otp', 'hints.otp')}
              />
            </>
          ) : (
            <TextField
              label={t('auth.phone')}
              type="tel"
              value={phone}
              onChange={setPhone}
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              readOnly={mode === 'resetPassword' || mode === 'loginCode'}
              {...fieldNote('phone', mode === 'resetPassword' || mode === 'loginCode' ? undefined : 'hints.phone')}
            />
          )}
          {(mode === 'login' || mode === 'loginCode' || mode === 'signup') && (
            <PasswordField
              label={t('auth.password')}
              value={password}
              onChange={setPassword}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              {...fieldNote('password', mode === 'signup' ? 'hints.password' : undefined)}
            />
          )}
          {(mode === 'loginCode' || mode === 'resetPassword') && (
            <TextField
              label={t('auth.otp')}
              value={otp}
              onChange={setOtp}
              placeholder={t('auth.otpPlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...fieldNote('otp', 'hints.otp')}
            />
          )}
          {mode === 'resetPassword' && (
            <PasswordField
              label={t('auth.newPassword')}
              value={newPassword}
              onChange={setNewPassword}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              autoComplete="new-password"
              {...fieldNote('newPassword', 'hints.password')}
            />
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
              <button type="button" className="fsui-link-button" onClick={() => switchMode('forgotPassword')}>
                {t('auth.forgot')}
              </button>
              <p>
                {t('auth.newHere')}{' '}
                <button type="button" className="fsui-link-button" onClick={() => switchMode('signup')}>
                  {t('auth.createAccount')}
                </button>
              </p>
            </>
          )}
          {mode === 'signup' && (
            <p>
              {t('auth.haveAccount')}{' '}
              <button type="button" className="fsui-link-button" onClick={() => switchMode('login')}>
                {t('auth.signIn')}
              </button>
            </p>
          )}
          {(mode === 'resetPassword' || mode === 'loginCode' || mode === 'verifySignup') && (
            <button type="button" className="fsui-link-button" disabled={busy || resend.secondsLeft > 0} onClick={() => void onResend()}>
              {resend.secondsLeft > 0 ? t('auth.resendIn', { ns: SCREENS_NS, count: resend.secondsLeft }) : t('auth.resend', { ns: SCREENS_NS })}
            </button>
          )}
          {mode === 'verifySignup' && (
            <button type="button" className="fsui-link-button" disabled={busy} onClick={changeNumber}>
              {t('auth.changeNumber', { ns: SCREENS_NS })}
            </button>
          )}
          {(mode === 'forgotPassword' || mode === 'resetPassword' || mode === 'loginCode') && (
            <button type="button" className="fsui-link-button" onClick={() => switchMode('login')}>
              {t('auth.backToSignIn')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

interface FieldNote {
  /** Always under the field: what it takes. */
  hint?: string;
  /** What is wrong with it, after a submit. */
  error?: string;
}

/** The hint and the error under a field, and the input attributes that tie them to it. */
function useFieldNote({ hint, error }: FieldNote) {
  const id = useId();
  const noteId = `${id}-note`;
  const note =
    hint || error ? (
      <p id={noteId} className={error ? 'field-note field-note--error' : 'field-note'}>
        {error ?? hint}
      </p>
    ) : null;
  const inputProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined };
  return { id, note, inputProps };
}

interface TextFieldProps extends FieldNote {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric';
  readOnly?: boolean;
  maxLength?: number;
}

function TextField({ label, value, onChange, type = 'text', hint, error, ...rest }: TextFieldProps) {
  const { id, note, inputProps } = useFieldNote({ hint, error });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input type={type} required value={value} onChange={(e) => onChange(e.target.value)} {...rest} {...inputProps} />
      {note}
    </div>
  );
}

interface PasswordFieldProps extends FieldNote {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggle: () => void;
  autoComplete: string;
}

function PasswordField({ label, value, onChange, visible, onToggle, autoComplete, hint, error }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { id, note, inputProps } = useFieldNote({ hint, error });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          type={visible ? 'text' : 'password'}
          required
          maxLength={128}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          {...inputProps}
        />
        <button
          type="button"
          className="fsui-link-button"
          aria-pressed={visible}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={onToggle}
        >
          {visible ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
      {note}
    </div>
  );
}
