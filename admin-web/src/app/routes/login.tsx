import { ServiceStatus } from '@/features/service-status/components/service-status';

// Placeholder until the admin sign-in form lands.
export function LoginRoute() {
  return (
    <main className="page">
      <p>Admin Control Panel</p>
      <h1>Admin Sign In</h1>
      <ServiceStatus />
    </main>
  );
}
