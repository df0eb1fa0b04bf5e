import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@farm-store/shared-ui/host/error-boundary';
import { Button, Spinner } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { useStats } from '../api/get-stats';
import { lastDays, type Period } from '@/lib/period';
import { LowRatingsList } from './low-ratings-list';
import { LowStockList } from './low-stock-list';
import { PeriodFigures } from './period-figures';
import { PeriodPicker } from './period-picker';
import './stats.css';

// chart.js is the heaviest dependency here; it loads only when the Overview tab is shown.
const OverviewCharts = lazy(() => import('./overview-charts'));

export function Overview() {
  const [period, setPeriod] = useState<Period>(() => lastDays(30, new Date()));
  const stats = useStats(period);
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
  return (
    <>
      <LowStockList />
      <LowRatingsList />
      <PeriodPicker period={period} onChange={setPeriod} />
      {stats.data?.period && <PeriodFigures period={stats.data.period} />}
      {stats.data ? (
        <ErrorBoundary fallback={failed}>
          <Suspense fallback={loading}>
            <OverviewCharts stats={stats.data} period={period} />
          </Suspense>
        </ErrorBoundary>
      ) : stats.isPending ? (
        loading
      ) : (
        <p className="form-error" role="alert">
          {errorMessage(stats.error, 'The chart numbers could not be loaded.')}
        </p>
      )}
    </>
  );
}
