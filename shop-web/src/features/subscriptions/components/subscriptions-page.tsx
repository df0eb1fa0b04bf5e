import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { categoryHref } from '@/config/categories';
import { subscriptionHref } from '@/config/paths';
import { ErrorAlert } from '@/components/error-alert';
import { Button, SkeletonCard } from '@farm-store/shared-ui/host/kit';
import { useSubscriptionCalendar } from '../api/get-subscription-calendar';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import { useSubscriptions, type Subscription } from '../api/get-subscriptions';
import { LowBalanceBanner } from './low-balance-banner';
import { SubscriptionSummary } from './subscription-summary';
import './subscriptions.css';
import '@/i18n/screens'; // this screen's texts

/** One subscription in the list, named from its calendar, opening its days. */
function SubscriptionCard({ subscription, slotLabel }: { subscription: Subscription; slotLabel: string | undefined }) {
  const { t } = useTranslation();
  const calendar = useSubscriptionCalendar(subscription.id);
  return (
    <li className="card subscription-card">
      <SubscriptionSummary subscription={subscription} variants={calendar.data?.variants} slotLabel={slotLabel} />
      <Link to={subscriptionHref(subscription.id)} className="subscription-card__open">
        {t('subscriptions.daysTitle')}
      </Link>
    </li>
  );
}

/** My subscriptions: each with its items, schedule, slot and status. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const options = useSubscriptionOptions();
  const slotLabel = (id: string) => options.data?.slots.find((s) => s.id === id)?.label;
  return (
    <div className="page stack subscriptions-page">
      <h1 className="page-title">{t('subscriptions.title')}</h1>
      <LowBalanceBanner />
      {subscriptions.isPending ? (
        <SkeletonCard />
      ) : subscriptions.isError ? (
        <div className="stack">
          <ErrorAlert>{t('subscriptions.listFailed')}</ErrorAlert>
          <Button variant="secondary" onClick={() => void subscriptions.refetch()}>
            {t('subscriptions.tryAgain')}
          </Button>
        </div>
      ) : subscriptions.data.length === 0 ? (
        <div className="card stack">
          <p>{t('subscriptions.empty')}</p>
          <Link to={categoryHref('dairy')}>{t('subscriptions.browseDairy')}</Link>
        </div>
      ) : (
        <ul className="fsui-plain-list stack">
          {subscriptions.data.map((s) => (
            <SubscriptionCard key={s.id} subscription={s} slotLabel={slotLabel(s.slotId)} />
          ))}
        </ul>
      )}
    </div>
  );
}
