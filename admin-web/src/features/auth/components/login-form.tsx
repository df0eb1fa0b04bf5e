import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_TOKEN_KEY } from '@/config/auth';
import { paths } from '@/config/paths';
import { adminDataKey } from '@/lib/admin-data';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@farm-store/shared-ui/host/kit';
import { useLogin } from '../api/login';
import { saveStaffSession } from '../utils/staff-session';
import './login-form.css';
import { LabelledInput } from '@/components/labelled-field';

const LOGIN_FAILED = 'Login failed. Please try again.';

/** Admin sign-in: on `success: true` the token is stored and the admin goes to /admin; else stays. */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    loginMutation.mutate(
      { username, password },
      {
        onSuccess: (session) => {
          localStorage.setItem(AUTH_TOKEN_KEY, session.token);
          saveStaffSession(session.staff);
          // Nothing from an earlier session may show on this admin's dashboard.
          queryClient.removeQueries({ queryKey: adminDataKey });
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, LOGIN_FAILED)),
      },
    );
  }

  const busy = loginMutation.isPending;
  return (
    <form className="login-form" onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
      <LabelledInput label="Admin Username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <LabelledInput
        label="Admin Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p id="login-error" className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" fullWidth busy={busy}>
        {busy ? 'Authenticating...' : 'Sign In'}
      </Button>
    </form>
  );
}
