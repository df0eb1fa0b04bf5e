import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { paths, subscriptionHref } from '@/config/paths';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { useProductText } from '@/lib/product-text';
import { Button, Modal, Price, QuantityStepper, Spinner, useToast } from '@farm-store/shared-ui/host/kit';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import type { ContractType } from '@/lib/api-client';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import { useSubscriptions, type Subscription } from '../api/get-subscriptions';
import { createSubscription, updateSubscription, useSubscriptionChange } from '../api/subscription-changes';
import { addDays, WEEK, weekdayName } from '../utils/days';
import './subscriptions.css';
import '@/i18n/screens'; // this screen's texts

export type SubscribableProduct = Pick<ContractType<'catalogue/ProductPageSchema'>['product'], 'id' | 'name' | 'name_te' | 'subscribable' | 'variants'>;
type ScheduleKind = Subscription['schedule']['kind'];

const QUANTITY_MAX = 20;
const ITEMS_MAX = 10;
/** How far ahead a subscription may start. */
const START_REACH_DAYS = 90;
const SCHEDULES: ScheduleKind[] = ['daily', 'alternate', 'weekdays'];

/** A labelled group of choices. */
function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="subscribe-form__group">
      <legend className="subscribe-form__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Subscribe to a product: size, quantity, schedule, start day, morning slot and address. When the customer already
 * has an active subscription in that slot to that address, the product can join it instead of starting another.
 */
export function SubscribeForm({ product, onClose }: { product: SubscribableProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useProductText();
  const toast = useToast();
  const navigate = useNavigate();
  const ids = useId();
  const options = useSubscriptionOptions();
  const addresses = useAddresses();
  const subscriptions = useSubscriptions();

  const [variantId, setVariantId] = useState(product.variants[0].id);
  const [quantity, setQuantity] = useState(1);
  const [kind, setKind] = useState<ScheduleKind>('daily');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [start, setStart] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useSubscriptionChange(createSubscription);
  const join = useSubscriptionChange(updateSubscription);
  const busy = create.isPending || join.isPending;
  const name = text.name(product);

  const loading = options.isPending || addresses.isPending || subscriptions.isPending;
  const failed = options.isError || addresses.isError || subscriptions.isError;
  const firstDay = options.data?.firstDay ?? '';
  const lastDay = firstDay && addDays(firstDay, START_REACH_DAYS);
  const startDay = start ?? firstDay;
  const slot = slotId ?? options.data?.slots[0]?.id ?? null;
  const address = addressId ?? addresses.data?.[0]?.id ?? null;
  // An active subscription in the same slot to the same address: the product may join it.
  const sameRound = subscriptions.data?.find((s) => s.status === 'active' && s.slotId === slot && s.addressId === address);
  const alreadyIn = sameRound?.items.some((i) => i.variantId === variantId) ?? false;
  const canJoin = sameRound !== undefined && !alreadyIn && sameRound.items.length < ITEMS_MAX;

  function check(): string | null {
    if (kind === 'weekdays' && weekdays.length === 0) return t('subscriptions.chooseDays');
    if (!startDay || startDay < firstDay || startDay > lastDay) {
      return t('subscriptions.startRange', { first: formatDay(firstDay, locale), last: formatDay(lastDay, locale) });
    }
    return null;
  }

  async function subscribe() {
    const refused = check();
    setProblem(refused);
    if (refused || !slot || !address) return;
    try {
      const made = await create.mutateAsync({
        items: [{ variantId, quantity }],
        schedule: kind === 'weekdays' ? { kind, weekdays } : { kind },
        startDate: startDay,
        slotId: slot,
        addressId: address,
      });
      toast.success(t('subscriptions.subscribed', { name }));
      void navigate(subscriptionHref(made.id));
    } catch (error) {
      setProblem(errorText(t, error, t('subscriptions.subscribeFailed')));
    }
  }

  async function addToExisting() {
    if (!sameRound) return;
    setProblem(null);
    try {
      await join.mutateAsync({ id: sameRound.id, body: { items: [...sameRound.items, { variantId, quantity }] } });
      toast.success(t('subscriptions.added', { name }));
      void navigate(subscriptionHref(sameRound.id));
    } catch (error) {
      setProblem(errorText(t, error, t('subscriptions.subscribeFailed')));
    }
  }

  const ready = !loading && !failed && slot !== null && address !== null;
  const footer = (
    <>
      <Button variant="secondary" disabled={busy} onClick={onClose}>
        {t('subscriptions.cancel')}
      </Button>
      {canJoin && (
        <Button variant="secondary" busy={join.isPending} disabled={busy || !ready} onClick={() => void addToExisting()}>
          {t('subscriptions.addToExisting')}
        </Button>
      )}
      <Button busy={create.isPending} disabled={busy || !ready} onClick={() => void subscribe()}>
        {sameRound ? t('subscriptions.newSubscription') : t('subscriptions.subscribe')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      closeOnBackdrop={!busy}
      closeLabel={t('kit.close')}
      title={t('subscriptions.formTitle', { name })}
      footer={footer}
    >
      {loading ? (
        <Spinner label={t('subscriptions.loading')} />
      ) : failed ? (
        <ErrorAlert>{t('subscriptions.loadFailed')}</ErrorAlert>
      ) : (
        <div className="stack subscribe-form">
          <p className="muted">{t('subscriptions.formNote', { cutoff: options.data.cutoff })}</p>
          {product.variants.length > 1 && (
            <Choices legend={t('subscriptions.size')}>
              {product.variants.map((v) => (
                <label key={v.id} className="subscribe-form__choice">
                  <input type="radio" name={`${ids}-size`} checked={v.id === variantId} disabled={busy} onChange={() => setVariantId(v.id)} />
                  <span>
                    {v.label} · <Price amount={v.price} />
                  </span>
                </label>
              ))}
            </Choices>
          )}
          <div className="subscribe-form__group">
            <span className="subscribe-form__legend" id={`${ids}-qty`}>
              {t('subscriptions.quantity')}
            </span>
            <QuantityStepper
              value={quantity}
              min={1}
              max={QUANTITY_MAX}
              disabled={busy}
              itemName={name}
              labels={{
                group: t('subscriptions.quantity'),
                decrease: t('subscriptions.removeOne', { item: name }),
                increase: t('subscriptions.addOne', { item: name }),
              }}
              onChange={setQuantity}
            />
          </div>
          <Choices legend={t('subscriptions.scheduleLabel')}>
            {SCHEDULES.map((k) => (
              <label key={k} className="subscribe-form__choice">
                <input type="radio" name={`${ids}-schedule`} checked={kind === k} disabled={busy} onChange={() => setKind(k)} />
                <span>{t(`subscriptions.schedule.${k}`)}</span>
              </label>
            ))}
            {kind === 'weekdays' && (
              <div className="subscribe-form__weekdays" role="group" aria-label={t('subscriptions.weekdaysLabel')}>
                {WEEK.map((d) => (
                  <button
                    key={d}
                    type="button"
                    className="subscribe-form__weekday"
                    aria-pressed={weekdays.includes(d)}
                    disabled={busy}
                    onClick={() => setWeekdays((days) => (days.includes(d) ? days.filter((x) => x !== d) : [...days, d]))}
                  >
                    {weekdayName(d, locale)}
                  </button>
                ))}
              </div>
            )}
          </Choices>
          <div className="field">
            <label htmlFor={`${ids}-start`}>{t('subscriptions.start')}</label>
            <input
              id={`${ids}-start`}
              type="date"
              value={startDay}
              min={firstDay}
              max={lastDay}
              disabled={busy}
              aria-describedby={`${ids}-start-note`}
              onChange={(e) => setStart(e.target.value)}
            />
            <span className="field__note" id={`${ids}-start-note`}>
              {t('subscriptions.startNote', { day: formatDay(firstDay, locale) })}
            </span>
          </div>
          {options.data.slots.length === 0 ? (
            <ErrorAlert>{t('subscriptions.noSlots')}</ErrorAlert>
          ) : (
            <Choices legend={t('subscriptions.slot')}>
              {options.data.slots.map((s) => (
                <label key={s.id} className="subscribe-form__choice">
                  <input type="radio" name={`${ids}-slot`} checked={s.id === slot} disabled={busy} onChange={() => setSlotId(s.id)} />
                  <span>{s.label}</span>
                </label>
              ))}
            </Choices>
          )}
          <Choices legend={t('subscriptions.address')}>
            {addresses.data.length === 0 && <p>{t('subscriptions.noAddress')}</p>}
            {addresses.data.map((a) => (
              <label key={a.id} className="subscribe-form__choice">
                <input type="radio" name={`${ids}-address`} checked={a.id === address} disabled={busy} onChange={() => setAddressId(a.id)} />
                <span>
                  <strong>{a.label}</strong> · {a.value}
                </span>
              </label>
            ))}
            <Link to={paths.addresses}>{t('subscriptions.addAddress')}</Link>
          </Choices>
          {sameRound && <p className="form-message form-message--info">{alreadyIn ? t('subscriptions.alreadyIn') : t('subscriptions.sameRound')}</p>}
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
        </div>
      )}
    </Modal>
  );
}
