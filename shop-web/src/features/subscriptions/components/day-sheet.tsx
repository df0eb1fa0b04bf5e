import { useDeferredValue, useId, useState } from 'react';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { formatDay, storeDay } from '@/lib/format';
import { useProductText } from '@/lib/product-text';
import { Button, Modal, Price, QuantityStepper, Spinner } from '@farm-store/shared-ui/host/kit';
import { useSearchProducts } from '@/features/catalogue/api/search-products';
import type { CalendarDay, SubscriptionCalendar } from '../api/get-subscription-calendar';
import { changeDay, useSubscriptionChange, type DayChange } from '../api/subscription-changes';
import { useVariantName } from '../hooks/use-variant-name';
import { addDays } from '../utils/days';

const QUANTITY_MAX = 20;
const EXTRAS_MAX = 10;
const RESULTS = 6;

/** One line's units that day, named by its product for screen readers. */
function DayQuantity({ name, ...stepper }: { name: string; value: number; min: number; disabled: boolean; onChange: (next: number) => void }) {
  const { t } = useTranslation();
  return (
    <QuantityStepper
      {...stepper}
      max={QUANTITY_MAX}
      itemName={name}
      labels={{
        group: t('subscriptions.dayQuantity', { item: name }),
        decrease: t('subscriptions.removeOne', { item: name }),
        increase: t('subscriptions.addOne', { item: name }),
      }}
    />
  );
}

interface DaySheetProps {
  day: CalendarDay;
  calendar: SubscriptionCalendar;
  cutoff: string;
  onClose: () => void;
}

/** One day: skip it or bring it back, each item's quantity that day, and other shop products added to it. */
export function DaySheet({ day, calendar, cutoff, onClose }: DaySheetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = useVariantName(calendar.variants);
  const change = useSubscriptionChange(changeDay);
  const busy = change.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const { subscription } = calendar;
  const extras = day.items.filter((i) => i.extra).map(({ variantId, quantity }) => ({ variantId, quantity }));
  const tomorrow = day.date === addDays(storeDay(new Date(Date.now())), 1);

  async function send(body: DayChange) {
    setProblem(null);
    try {
      await change.mutateAsync({ id: subscription.id, date: day.date, change: body });
    } catch (error) {
      setProblem(errorText(t, error, t('subscriptions.dayFailed')));
    }
  }
  const setExtras = (next: typeof extras) => void send({ extras: next });

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      closeOnBackdrop={!busy}
      closeLabel={t('kit.close')}
      title={formatDay(day.date, locale)}
      footer={
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t('subscriptions.cancel')}
        </Button>
      }
    >
      <div className="stack day-sheet">
        {!day.changeable && <p className="form-message form-message--info">{t('subscriptions.cutoffPassed', { cutoff })}</p>}
        {day.reason === 'paused' ? (
          <p>{t('subscriptions.chip.paused')}</p>
        ) : day.reason === 'skipped' ? (
          <Button busy={busy} disabled={busy || !day.changeable} onClick={() => void send({ skip: false })}>
            {t('subscriptions.bringBack')}
          </Button>
        ) : (
          <>
            <ul className="fsui-plain-list stack">
              {subscription.items.map((item) => {
                const name = names.name(item.variantId);
                const quantity = day.items.find((i) => i.variantId === item.variantId && !i.extra)?.quantity ?? 0;
                return (
                  <li key={item.variantId} className="day-sheet__line">
                    <span>{name}</span>
                    <DayQuantity
                      name={name}
                      value={quantity}
                      min={0}
                      disabled={busy || !day.changeable}
                      onChange={(next) => void send({ variantId: item.variantId, quantity: next })}
                    />
                  </li>
                );
              })}
              {extras.map((extra) => {
                const name = names.name(extra.variantId);
                return (
                  <li key={extra.variantId} className="day-sheet__line">
                    <span>
                      {name} <span className="muted">({t('subscriptions.extra')})</span>
                    </span>
                    <DayQuantity
                      name={name}
                      value={extra.quantity}
                      min={1}
                      disabled={busy || !day.changeable}
                      onChange={(next) => setExtras(extras.map((e) => (e.variantId === extra.variantId ? { ...e, quantity: next } : e)))}
                    />
                    <Button variant="ghost" disabled={busy || !day.changeable} onClick={() => setExtras(extras.filter((e) => e.variantId !== extra.variantId))}>
                      {t('subscriptions.removeExtra', { item: name })}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Button variant="secondary" busy={busy} disabled={busy || !day.changeable} onClick={() => void send({ skip: true })}>
              {t('subscriptions.skipDay')}
            </Button>
            {day.changeable && extras.length < EXTRAS_MAX && (
              <AddProduct
                title={tomorrow ? t('subscriptions.addTomorrow') : t('subscriptions.addTitle')}
                taken={new Set(day.items.map((i) => i.variantId).concat(subscription.items.map((i) => i.variantId)))}
                disabled={busy}
                onAdd={(variantId) => setExtras([...extras, { variantId, quantity: 1 }])}
              />
            )}
          </>
        )}
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
      </div>
    </Modal>
  );
}

/** Search the shop and pick a size of any product to add to the day (one unit; the stepper changes it after). */
function AddProduct({ title, taken, disabled, onAdd }: { title: string; taken: Set<string>; disabled: boolean; onAdd: (variantId: string) => void }) {
  const { t } = useTranslation();
  const text = useProductText();
  const ids = useId();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const results = useSearchProducts(query, 1, RESULTS);
  const products = query ? (results.data?.products ?? []) : [];
  const sizes = products.flatMap((p) => p.variants.filter((v) => !taken.has(v.id)).map((v) => ({ product: p, variant: v })));

  return (
    <section className="stack day-sheet__add" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="day-sheet__title">
        {title}
      </h3>
      <div className="field">
        <label htmlFor={`${ids}-q`}>{t('subscriptions.searchLabel')}</label>
        <input id={`${ids}-q`} type="search" value={q} placeholder={t('subscriptions.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
      </div>
      {query && results.isFetching && !results.data && <Spinner label={t('subscriptions.searching')} />}
      {query && results.data && sizes.length === 0 && <p className="muted">{t('subscriptions.noResults', { q: query })}</p>}
      <ul className="fsui-plain-list stack">
        {sizes.map(({ product, variant }) => {
          const item = `${text.name(product)} ${variant.label}`;
          return (
            <li key={variant.id} className="day-sheet__line">
              <span>
                {item} · <Price amount={variant.price} />
              </span>
              <Button variant="secondary" disabled={disabled} aria-label={t('subscriptions.addThis', { item })} onClick={() => onAdd(variant.id)}>
                +
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
