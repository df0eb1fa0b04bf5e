import { useTranslation } from '@/i18n/i18n';
import { Button } from '@farm-store/shared-ui/host/kit';

/** Products that could not be loaded: why, and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('catalogue.tryAgain')}
      </Button>
    </div>
  );
}
