import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useUser } from '@/lib/session';
import { Button } from '@farm-store/shared-ui/host/kit';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { completePincode } from '@/features/addresses/api/get-delivery-zone';
import { setDeliveryPincode, useDeliveryPincode } from '../utils/delivery-pincode';

interface DeliverToEditorProps {
  id: string;
  onClose: () => void;
}

/** The Deliver-to bar opened: a pincode box, and a signed-in customer's saved addresses that have one. */
export function DeliverToEditor({ id, onClose }: DeliverToEditorProps) {
  const { t } = useTranslation();
  const user = useUser();
  const current = useDeliveryPincode();
  const [typed, setTyped] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function choose(pincode: string) {
    setDeliveryPincode(pincode);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const pincode = completePincode(typed);
    if (pincode) choose(pincode);
    else setInvalid(true);
  }

  return (
    <div id={id} className="deliver-to__panel stack" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <form className="deliver-to__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>{t('deliverTo.pincode')}</label>
        <div className="deliver-to__row">
          <input
            id={inputId}
            value={typed}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="500081"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            autoFocus
            onChange={(e) => {
              setTyped(e.target.value);
              setInvalid(false);
            }}
          />
          <Button type="submit">{t('deliverTo.check')}</Button>
        </div>
        {invalid && (
          <p id={errorId} className="form-message form-message--error" role="alert">
            {t('deliverTo.invalid')}
          </p>
        )}
      </form>
      {user && <SavedPincodes onPick={choose} />}
      <Button variant="secondary" onClick={onClose}>
        {t('deliverTo.close')}
      </Button>
    </div>
  );
}

/** The customer's saved addresses that have a pincode, one tap each. */
function SavedPincodes({ onPick }: { onPick: (pincode: string) => void }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const withPincode = (addresses.data ?? []).flatMap((address) => (address.pincode ? [{ ...address, pincode: address.pincode }] : []));
  if (withPincode.length === 0) return null;
  return (
    <div className="stack">
      <p className="deliver-to__saved-title">{t('deliverTo.saved')}</p>
      <ul className="deliver-to__saved">
        {withPincode.map((address) => (
          <li key={address.id}>
            <Button variant="secondary" onClick={() => onPick(address.pincode)}>
              {address.label} · {address.pincode}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
