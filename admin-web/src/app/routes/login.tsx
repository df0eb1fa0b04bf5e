import { LoginForm } from '@/features/auth/components/login-form';
import { ServiceStatus } from '@/features/service-status/components/service-status';

export function LoginRoute() {
  return (
    <main className="login-page">
      <div className="login-card">
        <p className="fsui-eyebrow">Admin Control Panel</p>
        <h1>Admin Sign In</h1>
        <LoginForm />
        <ServiceStatus />
      </div>
    </main>
  );
}
