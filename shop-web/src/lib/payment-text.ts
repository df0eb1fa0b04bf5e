import type { TFunction } from '@/i18n/i18n';
import { formatRupees, formatShortDate, formatTime } from '@/lib/format';
import type { Order } from '@/types/api';
import '@/i18n/screens'; // these texts

type Payment = Order['payment'];

/** The store names how an order was paid online in English ("UPI", "Card ending 4242"): in the shopper's language. */
const INSTRUMENTS: Record<string, string> = { UPI: 'payment.instrument.upi', Netbanking: 'payment.instrument.netbanking', Wallet: 'payment.instrument.wallet' };

export function instrumentText(t: TFunction, instrument: string): string {
  const card = /^Card ending (\d{4})$/.exec(instrument);
  if (card) return t('payment.instrument.card', { last4: card[1] });
  return INSTRUMENTS[instrument] ? t(INSTRUMENTS[instrument]) : instrument;
}

/** Where the order's money is, in a line: cash (or a subscription's credit) due, paid (and how), awaiting payment (until when), or expired. */
export function paymentStatusText(t: TFunction, payment: Payment, locale: string): string {
  switch (payment.state) {
    case 'due':
      // A subscription's day is debited from store credit on delivery: there is no cash to hand over.
      return payment.method === 'subscription' ? t('payment.fromCreditWhenDelivered') : t('payment.cashOnDelivery');
    case 'awaiting':
      return payment.expires_at ? t('payment.awaiting', { time: formatTime(payment.expires_at, locale) }) : t('payment.awaitingNoTime');
    case 'expired':
      return t('payment.expired');
    case 'paid':
      if (payment.paid_via === 'upi_qr') return t('payment.paidUpiQr');
      if (payment.paid_via === 'cash') return t('payment.paidCash');
      if (payment.paid_via === 'store_credit') return t('payment.paidCredit');
      return payment.instrument ? t('payment.paidWith', { instrument: instrumentText(t, payment.instrument) }) : t('payment.paidOnline');
  }
}

const REFUND_KEYS = { pending: 'payment.refundPending', processed: 'payment.refundProcessed', failed: 'payment.refundFailed' } as const;

/** One refund of the order: started, completed (on which day) or failed. */
export function refundText(t: TFunction, refund: Payment['refunds'][number], locale: string): string {
  return t(REFUND_KEYS[refund.state], { amount: formatRupees(refund.amount, locale), date: formatShortDate(refund.processed_at ?? refund.created_at, locale) });
}
