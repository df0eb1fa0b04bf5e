import { useTranslation } from '@/i18n/i18n';
import { Button } from '@farm-store/shared-ui/host/kit';

/** Previous / "Page 2 / 5" / Next under a list of products. */
export function Pager({ page, totalPages, onGo }: { page: number; totalPages: number; onGo: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="fsui-pager" aria-label={t('catalogue.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('catalogue.previous')}
      </Button>
      <span aria-live="polite">{t('catalogue.page', { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onGo(page + 1)}>
        {t('catalogue.next')}
      </Button>
    </nav>
  );
}
