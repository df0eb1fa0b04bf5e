import { useTranslation } from '@/i18n/i18n';
import { Badge } from '@farm-store/shared-ui/host/kit';

/** From this many left down, the card says how many ("Only 3 left"). */
export const FEW_LEFT = 5;

/** "Out of stock" or "Only N left" for a variant whose stock is counted; nothing otherwise. */
export function StockNote({ left }: { left: number | null }) {
  const { t } = useTranslation();
  if (left === null || left > FEW_LEFT) return null;
  return left <= 0 ? (
    <Badge tone="red" className="stock-note">
      {t('catalogue.outOfStock')}
    </Badge>
  ) : (
    <Badge tone="yellow" className="stock-note">
      {t('catalogue.onlyLeft', { count: left })}
    </Badge>
  );
}
