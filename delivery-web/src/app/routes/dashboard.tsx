// Placeholder until the partner dashboard lands.
export function DashboardRoute() {
  return (
    <main className="page">
      <h1>Your Deliveries</h1>
    </main>
  );
}
