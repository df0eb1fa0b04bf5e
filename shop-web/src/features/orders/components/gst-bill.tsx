import { useTranslation } from '@/i18n/i18n';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Order } from '@/types/api';
import { useDownloadBill } from '../api/gst-bill';

/** Whether the order has (or is due) its GST bill: delivered, or shipped by courier. */
const billDue = (order: Order) =>
  order.bill !== null || order.delivery_status === 'Delivered' || (order.delivery_type === 'automated' && order.delivery_status === 'Shipped');

/** The order's GST bill (tax invoice or bill of supply) as a PDF, once it is delivered or shipped. */
export function GstBill({ order }: { order: Order }) {
  const { t } = useTranslation();
  const download = useDownloadBill();
  if (!billDue(order)) return null;
  return (
    <section aria-label={t('gstBill.title')}>
      <h3 className="order-card__heading">{t('gstBill.title')}</h3>
      {order.bill && <p>{t('gstBill.number', { number: order.bill.number })}</p>}
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate({ orderId: order.id, number: order.bill?.number ?? null })}>
        {download.isPending ? t('gstBill.downloading') : t('gstBill.download')}
      </Button>
      {download.isError && <ErrorAlert>{errorText(t, download.error, t('gstBill.failed'))}</ErrorAlert>}
    </section>
  );
}
