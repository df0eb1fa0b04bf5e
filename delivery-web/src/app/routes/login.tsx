import { ServiceStatus } from '@/features/service-status/components/service-status';

// Placeholder until the partner sign-in form lands.
export function LoginRoute() {
  return (
    <main className="page">
      <h1>Delivery Partner Sign In</h1>
      <ServiceStatus />
    </main>
  );
}
