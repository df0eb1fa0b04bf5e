import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@shared-ui-host/kit';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { useAddresses } from '../api/get-addresses';

interface AddressPickerProps {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/** Checkout's address step: saved addresses as radio buttons and the one-textarea "Add a New Address" form. */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const add = useAddAddress();
  const [text, setText] = useState('');
  const textId = useId();
  const groupName = useId();

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    try {
      const list = await add.mutateAsync({ label: 'Home', value });
      setText('');
      // The newest address is the last one with this text.
      onSelect([...list].reverse().find((a) => a.value === value) ?? list[list.length - 1] ?? null);
    } catch {
      window.alert(t('addresses.saveFailed'));
    }
  }

  return (
    <section className="card stack" aria-labelledby="shipping-address-title">
      <h2 id="shipping-address-title" className="section-title">
        {t('addresses.shippingAddress')}
      </h2>
      {addresses.isPending ? (
        <Spinner label={t('addresses.loading')} />
      ) : addresses.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('addresses.loadFailed')}
        </p>
      ) : addresses.data.length === 0 ? (
        <p className="muted">{t('addresses.noneYetCheckout')}</p>
      ) : (
        <fieldset className="address-options">
          <legend className="fsui-visually-hidden">{t('addresses.saved')}</legend>
          {addresses.data.map((address) => (
            <label key={address.id} className="address-option">
              <input type="radio" name={groupName} checked={address.id === selectedId} onChange={() => onSelect(address)} />
              <span>
                <strong>{address.label}</strong>
                <span className="address-option__value">{address.value}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <form className="stack" onSubmit={onAdd}>
        <div className="field">
          <label htmlFor={textId}>{t('addresses.addNew')}</label>
          <textarea id={textId} rows={3} required value={text} placeholder={t('addresses.placeholder')} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!text.trim()}>
          {t('addresses.save')}
        </Button>
      </form>
    </section>
  );
}
