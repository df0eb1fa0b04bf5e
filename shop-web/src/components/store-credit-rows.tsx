import { useTranslation } from '@/i18n/i18n';
import { Price } from '@farm-store/shared-ui/host/kit';
import { SCREENS_NS } from '@/i18n/screens';
import { SummaryRow } from './summary-row';

/** After a total: the store credit it uses and what is left to pay online or in cash (nothing when none is used). */
export function StoreCreditRows({ credit, toPay }: { credit: number; toPay: number }) {
  const { t } = useTranslation();
  if (credit <= 0) return null;
  return (
    <>
      <SummaryRow label={t('checkout.storeCredit', { ns: SCREENS_NS })}>
        <span data-testid="store-credit-line">
          −<Price amount={credit} />
        </span>
      </SummaryRow>
      <SummaryRow label={t('checkout.toPay', { ns: SCREENS_NS })} total>
        <Price amount={toPay} data-testid="to-pay" />
      </SummaryRow>
    </>
  );
}
