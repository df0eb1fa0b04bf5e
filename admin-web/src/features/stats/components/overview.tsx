import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@shared-ui-host/error-boundary';
import { Button, Spinner } from '@shared-ui-host/kit';
import { useStats } from '../api/get-stats';
import { LowStockList } from './low-stock-list';
import './stats.css';

// chart.js is the heaviest dependency here; it loads only when the Overview tab is shown.
const OverviewCharts = lazy(() => import('./overview-charts'));

export function Overview() {
  const stats = useStats();
  const loading = (
    <div className="overview-loading">
      <Spinner label="Loading charts" />
    </div>
  );
  // If the charts' chunk cannot be fetched (offline, or a tab opened before a deploy), the rest of the panel
  // keeps working; React.lazy keeps a failed load failed, so trying again reloads the page.
  const failed = (
    <div className="overview-loading" role="alert">
      <p>The charts could not be loaded. Check your connection and try again.</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
  if (!stats.data) return stats.isPending ? loading : null;
  return (
    <>
      <LowStockList />
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={loading}>
          <OverviewCharts stats={stats.data} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
