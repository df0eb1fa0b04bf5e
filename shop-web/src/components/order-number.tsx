import { useTranslation } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';

/**
 * An order's number as the shop shows it everywhere: the short form people read and say, and a button that
 * copies the full id (support looks orders up by it). `data-order-id` carries the full id for tests.
 */
export function OrderNumber({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(t('orders.copied', { ns: SCREENS_NS }));
    } catch {
      // No clipboard (permission refused, old browser): show the id so it can be copied by hand.
      toast.error(t('orders.fullId', { ns: SCREENS_NS, id }));
    }
  }

  return (
    <span className="order-number">
      <span data-testid="order-id" data-order-id={id}>
        #{shortOrderId(id)}
      </span>{' '}
      <button type="button" className="fsui-link-button" onClick={() => void copy()} aria-label={t('orders.copyId', { ns: SCREENS_NS })}>
        {t('orders.copy', { ns: SCREENS_NS })}
      </button>
    </span>
  );
}
