import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cartRefs, useCart } from '@/lib/cart';
import { readCheckoutDetails, saveCheckoutDetails, shippingAddressOf } from '@/lib/checkout-details';
import type { MessageRef } from '@/lib/error-messages';
import { useOnline } from '@/hooks/use-online';
import { useUser } from '@/lib/session';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useQuote } from '../api/get-quote';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { QuoteSummary } from './quote-summary';
import { SlotPicker } from './slot-picker';
import { TitledSection } from '@/components/titled-section';
import { CheckoutLayout } from './checkout-layout';
import { ErrorAlert } from '@/components/error-alert';
import { StartShopping } from '@/components/start-shopping';
import { LineWeighed } from '@/components/weighed-note';
import './checkout.css';
import '@/i18n/screens'; // this screen's texts

interface CheckoutViewProps {
  /** The chosen shipping address (the route preselects the first one the store can deliver to). */
  address: Pick<Address, 'label' | 'value' | 'pincode' | 'landmark' | 'pin'> | null;
  /** The saved-address list and the "Add a New Address" form. */
  addressPicker: ReactNode;
}

export function CheckoutView({ address, addressPicker }: CheckoutViewProps) {
  const { t } = useTranslation();
  const lines = useCart();
  const user = useUser();
  const navigate = useNavigate();
  const online = useOnline();
  // Payment sends a slot that filled back here, saying so.
  const sentBack = (useLocation().state as { slotRefusal?: MessageRef } | null)?.slotRefusal ?? null;
  const quote = useQuote({ cartItems: cartRefs(lines), shippingAddress: address && shippingAddressOf(address), couponCode: null });
  const slotChoice = useSlotChoice(address?.pincode ?? null, quote.data?.weight_kg, readCheckoutDetails()?.slotId ?? null, sentBack);

  if (lines.length === 0) {
    return <StartShopping title={t('checkout.emptyTitle')} linkText={t('checkout.continueShopping')} />;
  }

  async function proceed() {
    if (!address || !(await slotChoice.holdChosen())) return;
    saveCheckoutDetails({
      items: lines,
      totalAmount: quote.data?.total ?? 0,
      shippingAddress: shippingAddressOf(address),
      slotId: slotChoice.slot?.id ?? null,
    });
    void navigate(paths.payment);
  }

  return (
    <CheckoutLayout
      title={t('checkout.title')}
      summaryTitle={t('checkout.summary')}
      main={
        <>
          <TitledSection title={t('checkout.deliverTo')} className="card">
            <p style={{ margin: 0 }}>
              <strong>{user?.name}</strong>
              <br />
              <span className="muted">{t('checkout.contact', { phone: user?.phone })}</span>
            </p>
          </TitledSection>
          {addressPicker}
          {address && <SlotPicker choice={slotChoice} />}
        </>
      }
      summary={
        <>
          <ul className="fsui-plain-list checkout-items">
            {lines.map((line) => (
              <li key={line.id}>
                <span>
                  {t('checkout.line', { name: line.name, variant: line.variantLabel, quantity: line.quantity })}
                  <LineWeighed line={line} />
                </span>
                <Price amount={line.price * line.quantity} />
              </li>
            ))}
          </ul>
          <QuoteSummary quote={quote.data} isPending={quote.isPending} error={quote.error} hasAddress={address !== null} lines={lines} />
          {/* Why the button waits: a note, not an error — the customer has not done anything wrong yet. */}
          {!address && <p className="form-message form-message--info">{t('checkout.selectAddress')}</p>}
          {!online && <ErrorAlert>{t('checkout.offline')}</ErrorAlert>}
          <Button
            fullWidth
            busy={slotChoice.holding}
            disabled={!address || !quote.data || !online || slotChoice.blocked || slotChoice.slots.isFetching}
            onClick={() => void proceed()}
          >
            {t('checkout.proceed')}
          </Button>
        </>
      }
    />
  );
}
