import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Partner } from '@/lib/session';
import { useLogin } from '../api/login';
import './login-form.css';

function failureMessage(error: unknown) {
  if (error instanceof ApiError) return error.msg || 'Login failed.';
  return (error instanceof Error && error.message) || 'Login failed.';
}

/** After 5 wrong passwords for the number the API wants the code it sent by SMS too (`codeRequired`). */
const needsCode = (error: unknown) => error instanceof ApiError && (error.body as { codeRequired?: unknown } | undefined)?.codeRequired === true;

export function LoginForm({ onSuccess }: { onSuccess: (partner: Partner) => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  /** The code step: shown once the API asked for the SMS code, and kept until the partner signs in. */
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const loginMutation = useLogin({ onSuccess });
  const ids = { phone: useId(), password: useId(), code: useId(), error: useId() };

  const signIn = (withCode: boolean) =>
    loginMutation.mutate(withCode ? { phone: phone.trim(), password, code: code.trim() } : { phone: phone.trim(), password }, {
      onError: (failure: unknown) => {
        if (needsCode(failure)) setCodeStep(true);
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn(codeStep);
  };
  const failure = loginMutation.isError ? loginMutation.error : null;
  // Asking for the code is news, not a failure: it is shown as a status; a code sent moments ago says how long to wait.
  const notice = failure && needsCode(failure) ? failureMessage(failure) : null;
  const error = failure && !notice ? failureMessage(failure) : null;

  return (
    <form className="login-form" onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
      <div className="login-form__field">
        <label htmlFor={ids.phone}>Phone number</label>
        <input id={ids.phone} type="tel" inputMode="tel" autoComplete="tel" required value={phone} onChange={(e) => setPhone(e.target.value)} />
      </div>
      <div className="login-form__field">
        <label htmlFor={ids.password}>Password</label>
        <div className="login-form__password">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className="login-form__toggle"
            aria-controls={ids.password}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="fsui-visually-hidden"> password</span>
          </button>
        </div>
      </div>
      {codeStep && (
        <div className="login-form__field">
          <label htmlFor={ids.code}>Code from the SMS</label>
          <input
            id={ids.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            title="The 6 digits from the SMS"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="login-form__toggle" disabled={loginMutation.isPending} onClick={() => signIn(false)}>
            Send a new code
          </button>
        </div>
      )}
      {notice && (
        <p className="login-form__notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id={ids.error} className="login-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" fullWidth busy={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
