import { store } from '@/config/store';
import { ServiceStatus } from '@/features/service-status/components/service-status';

// Placeholder until the catalogue screen lands.
export function HomeRoute() {
  return (
    <main className="page">
      <h1>{store.name}</h1>
      <p>{store.tagline}</p>
      <ServiceStatus />
    </main>
  );
}
