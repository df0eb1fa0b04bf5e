import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
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
/** The customer's own label (for "Other") and the parts: what a field can be wrong about. */
type FieldName = Part | 'label';
const REQUIRED: readonly FieldName[] = ['label', 'house', 'street', 'area'];
const MAX_LENGTH: Record<FieldName, number> = { ...MAX_PART, label: MAX_LABEL };

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
  // A field says it is missing only once the customer has left it or tried to save; too long, as soon as it is.
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ownLabelInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const labelGroup = useId();
  const ownLabelId = useId();
  const partId = useId();
  const label = choice === 'Other' ? ownLabel.trim() : choice;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const values: Record<FieldName, string> = { ...parts, label: ownLabel };

  /** What is wrong with a field now (too long, or missing once it has been left or a save tried), or null. */
  function fieldError(field: FieldName): string | null {
    if (field === 'label' && choice !== 'Other') return null;
    const value = values[field].trim();
    if (value.length > MAX_LENGTH[field]) return t('addresses.tooLong', { max: MAX_LENGTH[field], length: value.length });
    if (!value && REQUIRED.includes(field) && (submitted || touched.has(field)))
      return field === 'label' ? t('checkout.otherLabelNeeded', { ns: SCREENS_NS }) : t('addresses.fieldRequired');
    return null;
  }
  const leave = (field: FieldName) => setTouched((current) => new Set(current).add(field));

  // Choosing "Other" opens the name field: the cursor goes there, and its note says a name is needed.
  const [otherChosen, setOtherChosen] = useState(false);
  useEffect(() => {
    if (otherChosen) ownLabelInput.current?.focus();
  }, [otherChosen]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const [house, street, area, landmark] = PARTS.map((part) => parts[part].trim());
    const tooLong = (['label', ...PARTS] as const).some(
      (field) => (field !== 'label' || choice === 'Other') && values[field].trim().length > MAX_LENGTH[field],
    );
    if (!label || !house || !street || !area || tooLong) {
      setMessage(tooLong ? null : { tone: 'error', text: t('addresses.partsRequired') });
      // The first field at fault takes the cursor; its note under it says why.
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
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
      setOtherChosen(false);
      setTouched(new Set());
      setSubmitted(false);
      setMessage({ tone: 'success', text: t('addresses.added') });
      // The newest address is the last one with this house and pincode.
      const saved = [...list].reverse().find((a) => a.house === house && a.pincode === complete) ?? list[list.length - 1];
      if (saved) onSaved?.(saved);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('addresses.saveFailed')) });
    }
  }

  return (
    <form ref={form} className={className} onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId} noValidate>
      <Heading id={titleId} className="section-title">
        {t('addresses.addNew')}
      </Heading>
      <fieldset className="address-labels">
        <legend>{t('checkout.addressLabel', { ns: SCREENS_NS })}</legend>
        {LABELS.map((option) => (
          <label key={option} className="address-labels__option">
            <input
              type="radio"
              name={labelGroup}
              value={option}
              checked={choice === option}
              onChange={() => {
                setChoice(option);
                setOtherChosen(option === 'Other');
              }}
            />
            {t(`checkout.labels.${option}`, { ns: SCREENS_NS })}
          </label>
        ))}
      </fieldset>
      {choice === 'Other' && (
        <TextField
          id={ownLabelId}
          inputRef={ownLabelInput}
          label={t('checkout.otherLabel', { ns: SCREENS_NS })}
          value={ownLabel}
          placeholder={t('checkout.otherLabelPlaceholder', { ns: SCREENS_NS })}
          note={t('checkout.otherLabelNeeded', { ns: SCREENS_NS })}
          error={fieldError('label')}
          onChange={setOwnLabel}
          onBlur={() => leave('label')}
        />
      )}
      {PARTS.map((part) => (
        <TextField
          key={part}
          id={`${partId}-${part}`}
          label={t(`addresses.${part}`)}
          value={parts[part]}
          placeholder={t(`addresses.${part}Placeholder`)}
          autoComplete={part === 'house' ? 'address-line1' : part === 'street' ? 'address-line2' : 'off'}
          error={fieldError(part)}
          onChange={(value) => setParts((current) => ({ ...current, [part]: value }))}
          onBlur={() => leave(part)}
        />
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

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  /** Always shown under the field (what it is for); an error takes its place while there is one. */
  note?: string;
  error: string | null;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * One line of the form, with what is wrong with it said right under it (and read out with it). No maxLength: a
 * pasted address that is too long is not cut silently, the note says by how much.
 */
function TextField({ id, label, value, placeholder, note, error, autoComplete, inputRef, onChange, onBlur }: TextFieldProps) {
  const noteId = `${id}-note`;
  const text = error ?? note;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={text ? noteId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {text && (
        <p id={noteId} className={error ? 'form-message form-message--error' : 'muted field__note'}>
          {text}
        </p>
      )}
    </div>
  );
}
