import { useId, useState } from 'react';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { Button, Modal, useToast } from '@farm-store/shared-ui/host/kit';
import type { Subscription } from '../api/get-subscriptions';
import { cancelSubscription, pauseSubscription, resumeSubscription, useSubscriptionChange } from '../api/subscription-changes';
import { nextWeek } from '../utils/days';

/** Pause (a range of days, or next week), resume, cancel (after a confirmation). `firstOpen`: the first day still changeable. */
export function SubscriptionActions({ subscription, firstOpen }: { subscription: Subscription; firstOpen: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const ids = useId();
  const pause = useSubscriptionChange(pauseSubscription);
  const resume = useSubscriptionChange(resumeSubscription);
  const cancel = useSubscriptionChange(cancelSubscription);
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  const week = nextWeek(firstOpen);
  const [from, setFrom] = useState(week.from);
  const [to, setTo] = useState(week.to);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (subscription.status === 'cancelled') return null;
  // A pause still ahead (or running, or until resumed) can be lifted.
  const pausedAhead = subscription.status === 'paused' || subscription.pauses.some((p) => p.to === null || p.to >= firstOpen);

  async function doPause(range: { from: string; to: string }) {
    if (range.to < range.from) {
      setProblem(t('subscriptions.pauseOrder'));
      return;
    }
    setProblem(null);
    try {
      await pause.mutateAsync({ id: subscription.id, ...range });
      toast.success(t('subscriptions.paused', { from: formatDay(range.from, locale), to: formatDay(range.to, locale) }));
    } catch (error) {
      setProblem(errorText(t, error, t('subscriptions.pauseFailed')));
    }
  }

  async function doResume() {
    setProblem(null);
    try {
      await resume.mutateAsync(subscription.id);
      toast.success(t('subscriptions.resumed', { day: formatDay(firstOpen, locale) }));
    } catch (error) {
      setProblem(errorText(t, error, t('subscriptions.resumeFailed')));
    }
  }

  async function doCancel() {
    setProblem(null);
    try {
      await cancel.mutateAsync(subscription.id);
      setConfirming(false);
      toast.success(t('subscriptions.cancelled'));
    } catch (error) {
      setConfirming(false);
      setProblem(errorText(t, error, t('subscriptions.cancelFailed')));
    }
  }

  return (
    <div className="stack subscription-actions">
      <fieldset className="subscribe-form__group">
        <legend className="subscribe-form__legend">{t('subscriptions.pauseTitle')}</legend>
        <div className="subscription-actions__dates">
          <div className="field">
            <label htmlFor={`${ids}-from`}>{t('subscriptions.pauseFrom')}</label>
            <input id={`${ids}-from`} type="date" value={from} min={firstOpen} disabled={busy} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-to`}>{t('subscriptions.pauseTo')}</label>
            <input id={`${ids}-to`} type="date" value={to} min={from} disabled={busy} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        <div className="subscription-actions__row">
          <Button variant="secondary" busy={pause.isPending} disabled={busy || !from || !to} onClick={() => void doPause({ from, to })}>
            {t('subscriptions.pause')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void doPause(week)}>
            {t('subscriptions.pauseNextWeek')}
          </Button>
        </div>
      </fieldset>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div className="subscription-actions__row">
        {pausedAhead && (
          <Button busy={resume.isPending} disabled={busy} onClick={() => void doResume()}>
            {t('subscriptions.resume')}
          </Button>
        )}
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('subscriptions.cancelSubscription')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        closeOnBackdrop={!busy}
        closeLabel={t('kit.close')}
        title={t('subscriptions.cancelConfirmTitle')}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('subscriptions.keep')}
            </Button>
            <Button variant="danger" busy={cancel.isPending} disabled={busy} onClick={() => void doCancel()}>
              {t('subscriptions.confirmCancel')}
            </Button>
          </>
        }
      >
        <p>{t('subscriptions.cancelConfirm', { day: formatDay(firstOpen, locale) })}</p>
      </Modal>
    </div>
  );
}
