import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import { errorText } from '@/lib/error-messages';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { completePincode } from '../api/get-delivery-zone';
import { LocationPin } from './location-pin';
import { PincodeField } from './pincode-field';
import './addresses.css';

/** The labels offered for a new address (Home first: the label it used to get by default). */
const LABELS = ['Home', 'Work', 'Other'] as const;
type LabelChoice = (typeof LABELS)[number];
/** The API's longest address label. */
const MAX_LABEL = 40;

const PARTS = ['house', 'street', 'area', 'landmark'] as const;
type Part = (typeof PARTS)[number];
/** The API's longest part of each kind (after trimming). */
const MAX_PART: Record<Part, number> = { house: 100, street: 150, area: 100, landmark: 100 };
const EMPTY_PARTS: Record<Part, string> = { house: '', street: '', area: '', landmark: '' };

interface AddressFormProps {
  /** The heading's level where the form sits (a section of its own on the addresses page, inside checkout's). */
  headingLevel: 2 | 3;
  className?: string;
  /** The address just saved (the API answers the whole list). */
  onSaved?: (address: Address) => void;
}

/**
 * "Add a New Address", at checkout and on the addresses page: the label, the address in parts, the pincode (where it
 * falls is shown as soon as it is complete) and an optional map pin. The server places it in a delivery zone or
 * refuses it, and then nothing is saved.
 */
export function AddressForm({ headingLevel, className = 'stack', onSaved }: AddressFormProps) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const [choice, setChoice] = useState<LabelChoice>('Home');
  const [ownLabel, setOwnLabel] = useState('');
  const [parts, setParts] = useState(EMPTY_PARTS);
  const [pincode, setPincode] = useState('');
  const [pin, setPin] = useState<Address['pin']>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const labelGroup = useId();
  const ownLabelId = useId();
  const partId = useId();
  const label = choice === 'Other' ? ownLabel.trim() : choice;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const [house, street, area, landmark] = PARTS.map((part) => parts[part].trim());
    if (!label || !house || !street || !area) {
      setMessage({ tone: 'error', text: t('addresses.partsRequired') });
      return;
    }
    const complete = completePincode(pincode);
    if (!complete) {
      // Left blank, the store cannot tell where the address is: say what to add, as the API would.
      const missing = pincode.trim() === '';
      setMessage({ tone: 'error', text: missing ? t('errors.addressUnplaceable', { ns: SCREENS_NS }) : t('addresses.pincodeInvalid') });
      return;
    }
    setMessage(null);
    try {
      const list = await add.mutateAsync({ label, house, street, area, ...(landmark ? { landmark } : {}), pincode: complete, ...(pin ? { pin } : {}) });
      setParts(EMPTY_PARTS);
      setPincode('');
      setPin(null);
      setOwnLabel('');
      setChoice('Home');
      setMessage({ tone: 'success', text: t('addresses.added') });
      // The newest address is the last one with this house and pincode.
      const saved = [...list].reverse().find((a) => a.house === house && a.pincode === complete) ?? list[list.length - 1];
      if (saved) onSaved?.(saved);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('addresses.saveFailed')) });
    }
  }

  return (
    <form className={className} onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId} noValidate>
      <Heading id={titleId} className="section-title">
        {t('addresses.addNew')}
      </Heading>
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
            maxLength={MAX_LABEL}
            value={ownLabel}
            placeholder={t('checkout.otherLabelPlaceholder', { ns: SCREENS_NS })}
            onChange={(e) => setOwnLabel(e.target.value)}
          />
        </div>
      )}
      {PARTS.map((part) => (
        <div key={part} className="field">
          <label htmlFor={`${partId}-${part}`}>{t(`addresses.${part}`)}</label>
          <input
            id={`${partId}-${part}`}
            value={parts[part]}
            maxLength={MAX_PART[part]}
            placeholder={t(`addresses.${part}Placeholder`)}
            autoComplete={part === 'house' ? 'address-line1' : part === 'street' ? 'address-line2' : 'off'}
            onChange={(e) => setParts((current) => ({ ...current, [part]: e.target.value }))}
          />
        </div>
      ))}
      <PincodeField value={pincode} onChange={setPincode} />
      <LocationPin pin={pin} onChange={setPin} />
      {message && (
        <p className={`form-message form-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <Button type="submit" busy={add.isPending}>
        {t('addresses.save')}
      </Button>
    </form>
  );
}
