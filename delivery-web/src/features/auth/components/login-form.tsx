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

export function LoginForm({ onSuccess }: { onSuccess: (partner: Partner) => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin({ onSuccess });
  const ids = { phone: useId(), password: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate({ phone: phone.trim(), password });
  };
  const error = loginMutation.isError ? failureMessage(loginMutation.error) : null;

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
