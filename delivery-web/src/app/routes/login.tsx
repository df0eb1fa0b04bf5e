import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import './login.css';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <main className="login-page">
      <div className="login-page__card">
        <p className="fsui-eyebrow">Nature&apos;s Nest Farms</p>
        <h1>Delivery Partner Sign In</h1>
        <p className="login-page__lead">Sign in with the phone number and password the store gave you.</p>
        <LoginForm onSuccess={() => void navigate(paths.dashboard, { replace: true })} />
      </div>
    </main>
  );
}
