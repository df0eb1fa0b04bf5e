import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useLocation } from 'react-router';
import { Button } from '@farm-store/shared-ui/host/kit';
import { ErrorBoundary } from '@farm-store/shared-ui/host/error-boundary';

/**
 * Around each screen loaded as its own chunk. A screen whose chunk cannot be fetched (offline, or a tab opened
 * before a deploy replaced the chunks) shows a message and a reload button where the screen would be, and the
 * header and tabs keep working; another route tries again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const failed = (
    <div className="empty-state" role="alert">
      <p>{t('layout.screenUnavailable')}</p>
      {/* React.lazy keeps a failed load failed; a reload fetches the screen again, and a new deploy's chunks. */}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('layout.reload')}
      </Button>
    </div>
  );
  return (
    <ErrorBoundary key={pathname} fallback={failed}>
      {children}
    </ErrorBoundary>
  );
}
