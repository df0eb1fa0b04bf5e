import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { saveAppliedCoupon, useAppliedCoupon } from '@/lib/applied-coupon';
import { cartRefs, lineNames } from '@/lib/cart';
import { describeError, errorText, isSlotRefusal } from '@/lib/error-messages';
import { saveCheckoutDetails, shippingAddressOf, useCheckoutDetails } from '@/lib/checkout-details';
import { formatRupees, formatSlot, formatTime } from '@/lib/format';
import { useOnline } from '@/hooks/use-online';
import { useUser } from '@/lib/session';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { CartLine, Order, Quote } from '@/types/api';
import { useApplyCoupon } from '../api/apply-coupon';
import { quoteQueryOptions, useQuote } from '../api/get-quote';
import { usePayCashInstead } from '../api/order-payment';
import { type PaymentOptions, usePaymentOptions } from '../api/payment-options';
import { usePlaceOrder } from '../api/place-order';
import { useOnlinePayment } from '../api/pay-online';
import { cashRefusal, type CashRefusal } from '../utils/cash-rules';
import { newIdempotencyKey } from '@farm-store/shared-ui/host/idempotency-key';
import { QuoteSummary } from './quote-summary';
import { TitledSection } from '@/components/titled-section';
import { CheckoutLayout } from './checkout-layout';
import { ErrorAlert } from '@/components/error-alert';
import './checkout.css';
import '@/i18n/screens'; // this screen's texts

export interface PlacedOrder {
  orderId: string;
  totalAmount: number;
  items: CartLine[];
  createdAt: string;
  /** The delivery slot (rider orders), or the courier's expected day. */
  slot: Order['slot'];
  expectedDate: string | null;
  payment: Order['payment'];
}

/** What the success screen shows of an order placed (as a cash order) or paid: the store's own record of it. */
const placedOrder = (order: Order, items: CartLine[]): PlacedOrder => ({
  orderId: order.id,
  totalAmount: order.total_amount,
  items,
  createdAt: order.created_at,
  slot: order.slot,
  expectedDate: order.expected_delivery_date,
  payment: order.payment,
});

type Method = 'cod' | 'online';

type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * Pay now (Razorpay Checkout) or cash on delivery, an optional coupon, the server's final total and "Confirm Order".
 * An order placed to pay online stays on this screen until it is paid or switched to cash.
 */
export function PaymentView({ onPlaced }: { onPlaced: (order: PlacedOrder) => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const details = useCheckoutDetails();
  const user = useUser();
  const queryClient = useQueryClient();
  const online = useOnline();
  // The applied coupon outlives this screen (a visit to the coupons page, a reload) until the order is placed.
  const appliedCoupon = useAppliedCoupon();
  const [couponInput, setCouponInput] = useState(() => appliedCoupon ?? '');
  const [couponMessage, setCouponMessage] = useState<Message>(null);
  const [priceChanged, setPriceChanged] = useState<Quote | null>(null);
  /** Why the last "Confirm Order" failed, said above the button (never a browser pop-up). */
  const [placeError, setPlaceError] = useState<string | null>(null);
  // One key per checkout attempt; a retry after a lost answer reuses it so the server never places two orders.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const submitting = useRef(false);
  // Once placed, the cart and checkout details are cleared while we leave: no detour to /checkout.
  const placed = useRef(false);
  const couponId = useId();
  const applyCoupon = useApplyCoupon();
  const placeOrder = usePlaceOrder();
  const options = usePaymentOptions();
  const [chosen, setChosen] = useState<Method>('cod');
  const [useCredit, setUseCredit] = useState(false);
  const [cashError, setCashError] = useState<string | null>(null);
  const payCash = usePayCashInstead();
  const pay = useOnlinePayment((order) => leave(order));

  const quoteInput = {
    cartItems: cartRefs(details?.items ?? []),
    shippingAddress: details?.shippingAddress ?? null,
    couponCode: appliedCoupon,
    ...(details?.slotId ? { slotId: details.slotId } : {}),
    ...(useCredit ? { useStoreCredit: true } : {}),
  };
  const quote = useQuote(quoteInput);

  // The applied coupon is cleared on error (e.g. it expired between apply and confirm).
  useEffect(() => {
    if (quote.error && appliedCoupon) {
      saveAppliedCoupon(null);
      setCouponMessage({ tone: 'error', text: errorText(t, quote.error, t('checkout.genericError'), { itemNames: lineNames(details?.items ?? []) }) });
    }
  }, [quote.error, appliedCoupon, t, details?.items]);

  if (!details || !details.shippingAddress) return placed.current ? null : <Navigate to={paths.checkout} replace />;
  const { items, shippingAddress } = details;
  const awaiting = details.awaitingPayment ?? null;
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);
  // The cash limit applies to what store credit leaves to pay.
  const refusal = quote.data ? cashRefusal(options.data, { total: quote.data.to_pay, courier: quote.data.is_outstation }) : null;
  const creditCoversAll = quote.data !== undefined && quote.data.store_credit > 0 && quote.data.to_pay === 0;
  // Pay now is preselected when cash is not allowed; cash stays the default otherwise.
  const method: Method = options.data?.online && !creditCoversAll && (refusal || chosen === 'online') ? 'online' : 'cod';

  function leave(order: Order) {
    placed.current = true;
    onPlaced(placedOrder(order, items));
  }

  /**
   * Once the order awaiting payment can no longer be paid (paid meanwhile, or expired), this screen lets it go; an
   * order placed next is a new one (a new key, or the server would answer this one again).
   */
  function forgetAwaiting() {
    saveCheckoutDetails({ ...details!, awaitingPayment: null });
    setIdempotencyKey(newIdempotencyKey());
  }

  async function retry(orderId: string) {
    setCashError(null);
    if ((await pay.retry(orderId)) === 'notAwaiting') forgetAwaiting();
  }

  async function payCashInstead(orderId: string) {
    if (pay.busy) return;
    setCashError(null);
    try {
      const { order } = await payCash.mutateAsync(orderId);
      leave(order);
    } catch (error) {
      setCashError(errorText(t, error, t('payment.cashFailed')));
    }
  }

  async function apply() {
    const code = couponInput.trim().toUpperCase();
    if (!code) {
      setCouponMessage({ tone: 'error', text: t('checkout.enterCoupon') });
      return;
    }
    setCouponMessage(null);
    try {
      await applyCoupon.mutateAsync({ couponCode: code, cartTotal: quote.data?.subtotal ?? details!.totalAmount });
      saveAppliedCoupon(code);
      setPriceChanged(null);
      setCouponMessage({ tone: 'success', text: t('checkout.couponApplied') });
    } catch (error) {
      saveAppliedCoupon(null);
      setCouponMessage({ tone: 'error', text: errorText(t, error, t('checkout.genericError')) });
    }
  }

  function removeCoupon() {
    saveAppliedCoupon(null);
    setCouponInput('');
    setCouponMessage(null);
    setPriceChanged(null);
  }

  async function confirm() {
    // A second click (or Enter) while the first is in flight does nothing.
    if (submitting.current || !quote.data || !user) return;
    submitting.current = true;
    setPlaceError(null);
    try {
      const { orderId, order, payment } = await placeOrder.mutateAsync({
        body: {
          userId: user.id,
          cartItems: quoteInput.cartItems,
          shippingAddress: shippingAddressOf(shippingAddress),
          totalAmount: quote.data.total,
          ...(appliedCoupon ? { couponCode: appliedCoupon } : {}),
          ...(details!.slotId ? { slotId: details!.slotId } : {}),
          paymentMethod: method,
          ...(useCredit ? { useStoreCredit: true } : {}),
          language: i18n.language === 'te' ? 'te' : 'en',
        },
        idempotencyKey,
      });
      if (payment) {
        // The order waits for its payment; the cart stays until it is paid or switched to cash.
        saveCheckoutDetails({
          ...details!,
          awaitingPayment: { orderId, total: order.to_pay, courier: order.is_outstation, expiresAt: payment.expires_at },
        });
        void pay.start(orderId, payment);
      } else {
        leave(order);
      }
    } catch (error) {
      const newQuote = error instanceof ApiError && error.status === 409 ? (error.body as { quote?: Quote } | undefined)?.quote : undefined;
      if (newQuote) {
        // Prices changed since the quote: nothing was stored; show the new total and ask again.
        queryClient.setQueryData(quoteQueryOptions(quoteInput).queryKey, newQuote);
        setPriceChanged(newQuote);
        setIdempotencyKey(newIdempotencyKey());
      } else if (isSlotRefusal(error)) {
        // The slot filled or closed while the customer paid: back to checkout to choose another, saying why.
        saveCheckoutDetails({ ...details!, slotId: null });
        void navigate(paths.checkout, { state: { slotRefusal: describeError(error) } });
      } else {
        setPlaceError(errorText(t, error, t('checkout.placeFailed'), { itemNames: lineNames(items) }));
      }
    } finally {
      submitting.current = false;
    }
  }

  return (
    <CheckoutLayout
      title={t('checkout.payment')}
      summaryTitle={t('checkout.finalSummary')}
      main={
        <>
          {pay.problem?.kind === 'notAwaiting' && (
            <ErrorAlert>
              {pay.problem.text} <Link to={paths.account}>{t('payment.viewOrder')}</Link>
            </ErrorAlert>
          )}
          {awaiting ? (
            <TitledSection title={t('payment.awaitingTitle')} className="card stack">
              {pay.confirming ? (
                <p role="status" className="payment-note">
                  {t('payment.confirming')}
                </p>
              ) : (
                !pay.busy && (
                  <p role="status" className="payment-note">
                    {t('payment.notCompleted', { time: formatTime(awaiting.expiresAt, locale) })}
                  </p>
                )
              )}
              {pay.problem && pay.problem.kind !== 'notAwaiting' && <ErrorAlert>{pay.problem.text}</ErrorAlert>}
              {cashError && <ErrorAlert>{cashError}</ErrorAlert>}
              <div className="payment-actions">
                <Button busy={pay.retrying} disabled={pay.busy || payCash.isPending || !pay.ready} onClick={() => void retry(awaiting.orderId)}>
                  {t('payment.tryAgain')}
                </Button>
                {cashRefusal(options.data, awaiting) === null && (
                  <Button variant="secondary" busy={payCash.isPending} disabled={pay.busy} onClick={() => void payCashInstead(awaiting.orderId)}>
                    {t('payment.payCash')}
                  </Button>
                )}
              </div>
            </TitledSection>
          ) : (
            <>
              {quote.data && quote.data.store_credit_balance > 0 && (
                <section className="card stack" aria-label={t('checkout.storeCredit')}>
                  <label className="payment-method">
                    <input type="checkbox" checked={useCredit} disabled={quote.isFetching} onChange={(e) => setUseCredit(e.target.checked)} />
                    <strong>{t('checkout.useCredit', { amount: formatRupees(quote.data.store_credit_balance, locale) })}</strong>
                  </label>
                  {creditCoversAll && <p className="payment-note">{t('checkout.creditCoversAll')}</p>}
                </section>
              )}
              {!creditCoversAll && <PaymentChoice options={options.data} method={method} refusal={refusal} onChoose={setChosen} />}
            </>
          )}

          {!awaiting && (
            <TitledSection title={t('checkout.applyCoupon')} className="card stack">
              <label htmlFor={couponId} className="fsui-visually-hidden">
                {t('checkout.couponCode')}
              </label>
              <div className="coupon-box field">
                <input
                  id={couponId}
                  value={couponInput}
                  placeholder={t('checkout.couponPlaceholder')}
                  disabled={appliedCoupon !== null}
                  onChange={(e) => setCouponInput(e.target.value.toUpperCase())}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void apply();
                  }}
                />
                {appliedCoupon ? (
                  <Button variant="secondary" onClick={removeCoupon}>
                    {t('checkout.remove')}
                  </Button>
                ) : (
                  <Button busy={applyCoupon.isPending} onClick={() => void apply()}>
                    {t('checkout.apply')}
                  </Button>
                )}
              </div>
              {couponMessage && (
                <p className={`form-message form-message--${couponMessage.tone}`} role={couponMessage.tone === 'error' ? 'alert' : 'status'}>
                  {couponMessage.text}
                </p>
              )}
              <Link to={paths.coupons}>{t('checkout.viewCoupons')}</Link>
            </TitledSection>
          )}

          <TitledSection title={t('checkout.shippingTo')} className="card">
            <p style={{ margin: 0 }}>
              <strong>{shippingAddress.label}</strong>: {shippingAddress.value}
            </p>
            {quote.data?.slot && <p className="checkout-slot">{t('slots.delivery', { slot: formatSlot(quote.data.slot, locale) })}</p>}
          </TitledSection>
        </>
      }
      summary={
        <>
          <p className="muted" style={{ margin: 0 }}>
            {t('checkout.items', { count: itemCount })}
          </p>
          <QuoteSummary quote={quote.data} isPending={quote.isPending} error={appliedCoupon ? null : quote.error} hasAddress lines={items} />
          {priceChanged && <ErrorAlert>{t('checkout.pricesChanged')}</ErrorAlert>}
          {!online && <ErrorAlert>{t('checkout.offline')}</ErrorAlert>}
          {placeError && <ErrorAlert>{placeError}</ErrorAlert>}
          {!awaiting && (
            <Button
              fullWidth
              busy={placeOrder.isPending || pay.busy}
              disabled={!quote.data || quote.isFetching || !online || options.isPending}
              onClick={() => void confirm()}
            >
              {method === 'online' ? t('payment.placeAndPay') : t('checkout.confirm')}
            </Button>
          )}
        </>
      }
    />
  );
}

const CASH_REFUSED: Record<CashRefusal, string> = { limit: 'payment.cashOverLimit', courier: 'payment.courierPrepaid' };

interface PaymentChoiceProps {
  options: PaymentOptions | undefined;
  method: Method;
  refusal: CashRefusal | null;
  onChoose: (method: Method) => void;
}

/** Pay now (when the store offers it) or cash on delivery; cash is shown disabled, saying why, when not allowed. */
function PaymentChoice({ options, method, refusal, onChoose }: PaymentChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonId = useId();
  const online = options?.online === true;
  return (
    <TitledSection title={t('checkout.paymentMethod')} className="card stack">
      {online && (
        <label className="payment-method">
          <input type="radio" name="payment-method" checked={method === 'online'} onChange={() => onChoose('online')} />
          <span>
            <strong>{t('payment.payNow')}</strong>
            <br />
            <span className="muted">{t('payment.payNowText')}</span>
          </span>
        </label>
      )}
      <label className="payment-method">
        <input
          type="radio"
          name="payment-method"
          checked={method === 'cod'}
          disabled={refusal !== null}
          aria-describedby={refusal ? reasonId : undefined}
          onChange={() => onChoose('cod')}
        />
        <span>
          <strong>{t('checkout.cod')}</strong>
          <br />
          <span className="muted">{online ? t('payment.codText') : t('checkout.codText')}</span>
          {refusal && (
            <span id={reasonId} className="payment-method__reason">
              {t(CASH_REFUSED[refusal], { limit: formatRupees(options?.cash_limit ?? 0, locale) })}
            </span>
          )}
        </span>
      </label>
    </TitledSection>
  );
}
