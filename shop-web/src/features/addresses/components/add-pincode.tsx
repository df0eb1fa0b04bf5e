import { useState, type FormEvent } from 'react';
import { SCREENS_NS } from '@/i18n/screens';
import { useTranslation } from '@/i18n/i18n';
import { errorText } from '@/lib/error-messages';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useCompleteAddress } from '../api/complete-address';
import { completePincode } from '../api/get-delivery-zone';
import { PincodeField } from './pincode-field';

interface AddPincodeProps {
  address: Address;
  /** The address once the store has placed it. */
  onDone?: (address: Address) => void;
}

/** "Add pincode" on an address saved before pincodes were asked for: until then the store cannot deliver there. */
export function AddPincode({ address, onDone }: AddPincodeProps) {
  const { t } = useTranslation();
  const complete = useCompleteAddress();
  const [open, setOpen] = useState(false);
  const [pincode, setPincode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="secondary" aria-label={t('addresses.addPincodeFor', { label: address.label })} onClick={() => setOpen(true)}>
        {t('addresses.addPincode')}
      </Button>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const pin = completePincode(pincode);
    if (!pin) {
      setError(pincode.trim() === '' ? t('errors.addressUnplaceable', { ns: SCREENS_NS }) : t('addresses.pincodeInvalid'));
      return;
    }
    setError(null);
    try {
      const list = await complete.mutateAsync({ id: address.id, pincode: pin });
      setOpen(false);
      const placed = list.find((a) => a.id === address.id);
      if (placed) onDone?.(placed);
    } catch (failure) {
      setError(errorText(t, failure, t('addresses.saveFailed')));
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void onSubmit(event)} aria-label={t('addresses.addPincodeFor', { label: address.label })} noValidate>
      <PincodeField value={pincode} onChange={setPincode} />
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <Button type="submit" busy={complete.isPending}>
          {t('addresses.savePincode')}
        </Button>
        <Button variant="secondary" disabled={complete.isPending} onClick={() => setOpen(false)}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
