import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Spinner } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useAddresses } from '../api/get-addresses';
import { addressLine, isSelectable } from '../utils/address';
import { TitledSection } from '@/components/titled-section';
import { ErrorAlert } from '@/components/error-alert';
import { AddPincode } from './add-pincode';
import { AddressForm } from './address-form';
import './addresses.css';

interface AddressPickerProps {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/**
 * Checkout's address step: saved addresses as radio buttons and the "Add a New Address" form. An address the store
 * cannot place (saved without a pincode) cannot be chosen until its pincode is added, here or on the addresses page.
 */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const groupName = useId();
  const reasonId = useId();

  return (
    <TitledSection title={t('addresses.shippingAddress')} className="card stack">
      {addresses.isPending ? (
        <Spinner label={t('addresses.loading')} />
      ) : addresses.isError ? (
        <ErrorAlert>{t('addresses.loadFailed')}</ErrorAlert>
      ) : addresses.data.length === 0 ? (
        <p className="muted">{t('addresses.noneYetCheckout')}</p>
      ) : (
        <fieldset className="address-options">
          <legend className="fsui-visually-hidden">{t('addresses.saved')}</legend>
          {addresses.data.map((address) => {
            const selectable = isSelectable(address);
            return (
              <div key={address.id} className="stack">
                <label className="address-option">
                  <input
                    type="radio"
                    name={groupName}
                    checked={selectable && address.id === selectedId}
                    disabled={!selectable}
                    aria-describedby={selectable ? undefined : `${reasonId}-${address.id}`}
                    onChange={() => onSelect(address)}
                  />
                  <span>
                    <strong>{address.label}</strong>
                    <span className="address-option__value">{addressLine(address)}</span>
                    {!selectable && (
                      <span id={`${reasonId}-${address.id}`} className="address-option__value muted">
                        {t('addresses.notSelectable')}
                      </span>
                    )}
                  </span>
                </label>
                {!selectable && <AddPincode address={address} onDone={onSelect} />}
              </div>
            );
          })}
        </fieldset>
      )}
      <AddressForm headingLevel={3} onSaved={onSelect} />
    </TitledSection>
  );
}
