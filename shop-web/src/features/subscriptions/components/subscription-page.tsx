import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { ErrorAlert } from '@/components/error-alert';
import { TitledSection } from '@/components/titled-section';
import { formatDay } from '@/lib/format';
import { Badge, SkeletonCard } from '@farm-store/shared-ui/host/kit';
import { useSubscriptionCalendar, type CalendarDay, type SubscriptionCalendar } from '../api/get-subscription-calendar';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import { useVariantName } from '../hooks/use-variant-name';
import { DaySheet } from './day-sheet';
import { LowBalanceBanner } from './low-balance-banner';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';
import './subscriptions.css';
import '@/i18n/screens'; // this screen's texts

/** What a day's chip says: why nothing comes, else whether it is closed or was changed. */
function chipOf(day: CalendarDay): keyof typeof CHIP_TONE | null {
  if (day.reason) return day.reason;
  if (!day.changeable) return 'locked';
  return day.changed ? 'changed' : null;
}
const CHIP_TONE = {
  skipped: 'yellow',
  paused: 'yellow',
  not_scheduled: 'grey',
  before_start: 'grey',
  cancelled: 'grey',
  locked: 'blue',
  changed: 'green',
} as const;

/** One day of the list: what comes, its chip; a day that can still be changed opens the day's sheet. */
function DayRow({ day, calendar, cutoff, onOpen }: { day: CalendarDay; calendar: SubscriptionCalendar; cutoff: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = useVariantName(calendar.variants);
  const chip = chipOf(day);
  const name = formatDay(day.date, locale);
  const openable = day.changeable && calendar.subscription.status !== 'cancelled' && day.reason !== 'not_scheduled' && day.reason !== 'before_start';
  const body = (
    <>
      <span className="subscription-day__date">{name}</span>
      <span className="subscription-day__what">
        {day.items.map((item) => (
          <span key={item.variantId} className="subscription-day__item">
            {names.line(item.variantId, item.quantity)}
            {item.extra && <span className="muted"> ({t('subscriptions.extra')})</span>}
          </span>
        ))}
        {!day.changeable && day.reason !== 'not_scheduled' && <span className="muted subscription-day__note">{t('subscriptions.closedNote', { cutoff })}</span>}
      </span>
      {chip && (
        <Badge tone={CHIP_TONE[chip]} className="subscription-day__chip">
          {t(`subscriptions.chip.${chip}`)}
        </Badge>
      )}
    </>
  );
  return (
    <li className="subscription-day" data-testid={`day-${day.date}`}>
      {openable ? (
        // Named by what it shows (the day, what comes, its chip); it opens the day's sheet.
        <button type="button" className="subscription-day__button" aria-haspopup="dialog" onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className="subscription-day__button subscription-day__button--static">{body}</div>
      )}
    </li>
  );
}

/** A subscription: its summary, pause/resume/cancel, and the next 30 days, each changeable until its cut-off. */
export function SubscriptionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const calendar = useSubscriptionCalendar(id);
  const options = useSubscriptionOptions();
  const [openDate, setOpenDate] = useState<string | null>(null);

  if (calendar.isPending) return <SkeletonCard />;
  if (calendar.isError) {
    const gone = calendar.error instanceof ApiError && calendar.error.status === 404;
    return (
      <div className="page stack">
        <ErrorAlert>{gone ? t('subscriptions.listFailed') : t('subscriptions.loadFailed')}</ErrorAlert>
        <Link to={paths.subscriptions}>{t('subscriptions.back')}</Link>
      </div>
    );
  }
  const data = calendar.data;
  const { subscription } = data;
  const cutoff = options.data?.cutoff ?? '22:00';
  const openDay = data.days.find((d) => d.date === openDate);
  const firstOpen = data.days.find((d) => d.changeable)?.date ?? data.days[data.days.length - 1].date;

  return (
    <div className="page stack subscription-page">
      <Link to={paths.subscriptions} className="subscription-page__back">
        {t('subscriptions.back')}
      </Link>
      <h1 className="page-title">{t('subscriptions.subscriptionTitle')}</h1>
      <LowBalanceBanner />
      <div className="card stack">
        <SubscriptionSummary
          subscription={subscription}
          variants={data.variants}
          slotLabel={options.data?.slots.find((s) => s.id === subscription.slotId)?.label}
        />
        <SubscriptionActions subscription={subscription} firstOpen={firstOpen} />
      </div>
      <TitledSection title={t('subscriptions.daysTitle')} className="card">
        <p className="muted">{t('subscriptions.formNote', { cutoff })}</p>
        <ul className="fsui-plain-list subscription-days">
          {data.days.map((day) => (
            <DayRow key={day.date} day={day} calendar={data} cutoff={cutoff} onOpen={() => setOpenDate(day.date)} />
          ))}
        </ul>
      </TitledSection>
      {openDay && <DaySheet day={openDay} calendar={data} cutoff={cutoff} onClose={() => setOpenDate(null)} />}
    </div>
  );
}
