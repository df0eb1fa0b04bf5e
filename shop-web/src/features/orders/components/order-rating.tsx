import { useId, useState, type FormEvent } from 'react';
import { RATING_COMMENT_MAX } from '@farm-store/contracts/ratings';
import { useTranslation, useLocale } from '@/i18n/i18n';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { Button, Spinner } from '@farm-store/shared-ui/host/kit';
import { useOrderRating, useRateOrder } from '../api/order-rating';
import './order-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** "Rate this order" on a delivered order: the customer's rating once given, changeable until its window closes. */
export function OrderRating({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rating = useOrderRating(orderId);
  const [editing, setEditing] = useState(false);

  if (rating.isPending) return <Spinner label={t('rating.loading')} />;
  if (rating.isError) return <ErrorAlert>{errorText(t, rating.error, t('rating.loadFailed'))}</ErrorAlert>;
  const saved = rating.data.rating;
  if (!saved || editing) return <RatingForm orderId={orderId} initial={saved} onSaved={() => setEditing(false)} />;
  const editable = Date.now() < Date.parse(saved.editable_until);
  return (
    <section className="order-rating" aria-label={t('rating.yours')}>
      <h3 className="order-card__heading">{t('rating.yours')}</h3>
      <p>
        <span aria-hidden="true" className="order-rating__shown">
          {'★'.repeat(saved.stars)}
          {'☆'.repeat(5 - saved.stars)}
        </span>{' '}
        <span>{t('rating.stars', { count: saved.stars })}</span>
      </p>
      {saved.comment && <p className="order-rating__comment">{saved.comment}</p>}
      {editable && (
        <div className="order-rating__edit">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('rating.edit')}
          </Button>
          <span className="muted">{t('rating.editableUntil', { date: formatDate(saved.editable_until, locale) })}</span>
        </div>
      )}
    </section>
  );
}

function RatingForm({ orderId, initial, onSaved }: { orderId: string; initial: { stars: number; comment: string | null } | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rate = useRateOrder(orderId);
  const [stars, setStars] = useState<number | null>(initial?.stars ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = rate.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (stars === null) return;
    setError(null);
    try {
      await rate.mutateAsync({ stars, comment });
      onSaved();
    } catch (e) {
      setError(errorText(t, e, t('rating.saveFailed')));
    }
  }

  return (
    <form className="order-rating stack" onSubmit={(e) => void save(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="order-card__heading">
        {t('rating.title')}
      </h3>
      <fieldset className="order-rating__stars" disabled={busy}>
        <legend className="fsui-visually-hidden">{t('rating.starsLegend')}</legend>
        {STARS.map((n) => (
          <label key={n} className={`order-rating__star${stars !== null && n <= stars ? ' order-rating__star--on' : ''}`}>
            <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} />
            <span aria-hidden="true">{stars !== null && n <= stars ? '★' : '☆'}</span>
            <span className="fsui-visually-hidden">{t('rating.stars', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>
          {t('rating.comment')} <span className="muted">{t('rating.optional')}</span>
        </label>
        <textarea id={`${id}-comment`} rows={3} maxLength={RATING_COMMENT_MAX} value={comment} disabled={busy} onChange={(e) => setComment(e.target.value)} />
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" busy={busy} disabled={stars === null}>
        {t('rating.save')}
      </Button>
    </form>
  );
}
