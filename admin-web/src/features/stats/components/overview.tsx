import { lazy, Suspense } from 'react';
import { Spinner } from '@shared-ui-host/kit';
import { useStats } from '../api/get-stats';
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
  if (!stats.data) return stats.isPending ? loading : null;
  return (
    <Suspense fallback={loading}>
      <OverviewCharts stats={stats.data} />
    </Suspense>
  );
}
