import { useState } from 'react';
import { TOP_UP_AMOUNTS, type TopUpAmount } from '@farm-store/contracts/store-credit';
import { Button } from '@farm-store/shared-ui/host/kit';
import { newIdempotencyKey } from '@farm-store/shared-ui/host/idempotency-key';
import { useRazorpayCheckout } from '@/features/checkout/api/razorpay-checkout';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { TitledSection } from '@/components/titled-section';
import { errorText } from '@/lib/error-messages';
import { formatRupees } from '@/lib/format';
import { useConfirmTopUp, useStartTopUp } from '../api/top-up-credit';
import '@/i18n/screens'; // this block's texts

type Outcome = { kind: 'paid' | 'problem'; text: string } | null;

/**
 * "Top up": the customer adds ₹500, ₹1,000 or ₹2,000 to their store credit by UPI through Razorpay Checkout (the
 * checkout's code path). Shown only while the store offers online payment; placed in Account and by subscriptions.
 */
export function TopUpCredit() {
  const { t } = useTranslation();
  const locale = useLocale();
  const checkout = useRazorpayCheckout();
  const start = useStartTopUp();
  const confirm = useConfirmTopUp();
  const [amount, setAmount] = useState<TopUpAmount>(TOP_UP_AMOUNTS[0]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = checkout.opening || start.isPending || confirm.isPending;
  if (!checkout.offered) return null;

  async function pay() {
    setOutcome(null);
    let topUp;
    try {
      topUp = await start.mutateAsync({ amount, idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      setOutcome({ kind: 'problem', text: errorText(t, error, t('account.topUp.failed')) });
      return;
    }
    if (!topUp.checkout) {
      setOutcome({ kind: 'problem', text: t('account.topUp.failed') });
      return;
    }
    const { razorpayOrderId, keyId, amount: paise, currency } = topUp.checkout;
    const id = topUp.id;
    const opened = await checkout.open(
      { razorpayOrderId, keyId, amount: paise, currency, description: t('account.topUp.description') },
      (response) => void confirmWith(id, response),
      () => setOutcome({ kind: 'problem', text: t('account.topUp.notCompleted') }),
    );
    if (!opened) setOutcome({ kind: 'problem', text: t('payment.notOpened') });
  }

  async function confirmWith(topUpId: string, body: Parameters<typeof confirm.mutateAsync>[0]['body']) {
    try {
      const paid = await confirm.mutateAsync({ topUpId, body });
      setOutcome({
        kind: 'paid',
        text: t('account.topUp.paid', { amount: formatRupees(paid.topUp.amount, locale, { whole: true }), balance: formatRupees(paid.balance, locale) }),
      });
    } catch {
      // A lost answer or a payment still completing: Razorpay's webhook adds the credit, or the money is refunded.
      setOutcome({ kind: 'problem', text: t('account.topUp.unconfirmed') });
    }
  }

  return (
    <TitledSection title={t('account.topUp.title')} className="card stack top-up">
      <p className="muted">{t('account.topUp.note')}</p>
      <div role="group" aria-label={t('account.topUp.amount')} className="top-up__amounts">
        {TOP_UP_AMOUNTS.map((a) => (
          <Button key={a} variant={a === amount ? 'primary' : 'secondary'} aria-pressed={a === amount} disabled={busy} onClick={() => setAmount(a)}>
            {formatRupees(a, locale, { whole: true })}
          </Button>
        ))}
      </div>
      <Button fullWidth busy={busy} onClick={() => void pay()}>
        {t('account.topUp.pay', { amount: formatRupees(amount, locale, { whole: true }) })}
      </Button>
      {outcome && (
        <p role={outcome.kind === 'paid' ? 'status' : 'alert'} className={outcome.kind === 'paid' ? 'top-up__paid' : 'top-up__problem'}>
          {outcome.text}
        </p>
      )}
    </TitledSection>
  );
}
