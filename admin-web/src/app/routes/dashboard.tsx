// Placeholder until the dashboard lands.
export function DashboardRoute() {
  return (
    <main className="page">
      <h1>Admin Dashboard</h1>
    </main>
  );
}
