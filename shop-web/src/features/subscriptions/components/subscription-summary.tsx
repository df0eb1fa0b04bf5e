import { useLocale, useTranslation } from '@/i18n/i18n';
import { Badge, Skeleton, type BadgeTone } from '@farm-store/shared-ui/host/kit';
import type { Subscription } from '../api/get-subscriptions';
import type { CalendarVariant } from '../api/get-subscription-calendar';
import { scheduleText } from '../utils/days';
import { useVariantName } from '../hooks/use-variant-name';

const STATUS_TONE: Record<Subscription['status'], BadgeTone> = { active: 'green', paused: 'yellow', cancelled: 'grey' };

/** A subscription's items, schedule in words, slot and status. */
export function SubscriptionSummary({
  subscription,
  variants,
  slotLabel,
}: {
  subscription: Subscription;
  variants: CalendarVariant[] | undefined;
  slotLabel: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = useVariantName(variants);
  return (
    <div className="subscription-summary">
      {/* The names come with the calendar: nothing is said of the items until they are known. */}
      {variants ? (
        <ul className="fsui-plain-list subscription-summary__items">
          {subscription.items.map((item) => (
            <li key={item.variantId}>{names.line(item.variantId, item.quantity)}</li>
          ))}
        </ul>
      ) : (
        <Skeleton />
      )}
      <p className="subscription-summary__meta">
        <Badge tone={STATUS_TONE[subscription.status]}>{t(`subscriptions.status.${subscription.status}`)}</Badge>
        <span>{scheduleText(subscription.schedule, locale, t)}</span>
        {slotLabel && <span>{t('subscriptions.slotLine', { slot: slotLabel })}</span>}
      </p>
    </div>
  );
}
