import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import { errorText } from '@/lib/error-messages';
import { Button, Spinner } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { useAddresses } from '../api/get-addresses';
import { TitledSection } from '@/components/titled-section';
import { ErrorAlert } from '@/components/error-alert';

interface AddressPickerProps {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/** The labels offered for an address added at checkout (Home first: the label it used to get by default). */
const LABELS = ['Home', 'Work', 'Other'] as const;
type LabelChoice = (typeof LABELS)[number];
/** The API's longest address label. */
const MAX_LABEL = 40;

/**
 * Checkout's address step: saved addresses as radio buttons and the "Add a New Address" form (the address,
 * and the label the shopper saves it under).
 */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const add = useAddAddress();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<LabelChoice>('Home');
  const [ownLabel, setOwnLabel] = useState('');
  const textId = useId();
  const groupName = useId();
  const labelGroup = useId();
  const ownLabelId = useId();
  const label = choice === 'Other' ? ownLabel.trim() : choice;

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || !label) return;
    try {
      const list = await add.mutateAsync({ label, value });
      setText('');
      setOwnLabel('');
      setChoice('Home');
      // The newest address is the last one with this text.
      onSelect([...list].reverse().find((a) => a.value === value) ?? list[list.length - 1] ?? null);
    } catch (error) {
      window.alert(errorText(t, error, t('addresses.saveFailed')));
    }
  }

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

      <form className="stack" onSubmit={(event) => void onAdd(event)}>
        <div className="field">
          <label htmlFor={textId}>{t('addresses.addNew')}</label>
          <textarea id={textId} rows={3} required value={text} placeholder={t('addresses.placeholder')} onChange={(e) => setText(e.target.value)} />
        </div>
        <fieldset className="address-labels">
          <legend>{t('checkout.addressLabel', { ns: SCREENS_NS })}</legend>
          {LABELS.map((option) => (
            <label key={option} className="address-labels__option">
              <input type="radio" name={labelGroup} value={option} checked={choice === option} onChange={() => setChoice(option)} />
              {t(`checkout.labels.${option}`, { ns: SCREENS_NS })}
            </label>
          ))}
        </fieldset>
        {choice === 'Other' && (
          <div className="field">
            <label htmlFor={ownLabelId}>{t('checkout.otherLabel', { ns: SCREENS_NS })}</label>
            <input
              id={ownLabelId}
              required
              maxLength={MAX_LABEL}
              value={ownLabel}
              placeholder={t('checkout.otherLabelPlaceholder', { ns: SCREENS_NS })}
              onChange={(e) => setOwnLabel(e.target.value)}
            />
          </div>
        )}
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!text.trim() || !label}>
          {t('addresses.save')}
        </Button>
      </form>
    </TitledSection>
  );
}
