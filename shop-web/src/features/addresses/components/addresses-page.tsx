import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-messages';
import { Button, Spinner } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { completePincode, useDeliveryZone } from '../api/get-delivery-zone';
import { TitledSection } from '@/components/titled-section';
import { ErrorAlert } from '@/components/error-alert';
import '@/i18n/screens'; // this screen's texts

export function AddressesPage() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const add = useAddAddress();
  const remove = useDeleteAddress();
  const [label, setLabel] = useState('');
  const [value, setValue] = useState('');
  const [pincode, setPincode] = useState('');
  const zone = useDeliveryZone(pincode);
  const pincodeId = useId();
  const zoneId = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const labelId = useId();
  const valueId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!label.trim() || !value.trim()) {
      setMessage({ tone: 'error', text: t('addresses.required') });
      return;
    }
    const pin = completePincode(pincode);
    if (pincode.trim() !== '' && !pin) {
      setMessage({ tone: 'error', text: t('addresses.pincodeInvalid') });
      return;
    }
    setMessage(null);
    try {
      await add.mutateAsync({ label: label.trim(), value: value.trim(), ...(pin ? { pincode: pin } : {}) });
      setLabel('');
      setValue('');
      setPincode('');
      setMessage({ tone: 'success', text: t('addresses.added') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('addresses.addFailed')) });
    }
  }

  async function onDelete(address: Address) {
    if (!window.confirm(t('addresses.confirmDelete', { label: address.label }))) return;
    setMessage(null);
    try {
      await remove.mutateAsync(address.id);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('addresses.deleteFailed')) });
    }
  }

  return (
    <div className="page">
      <p>
        <Link to={paths.account}>{t('addresses.back')}</Link>
      </p>
      <h1 className="page-title">{t('addresses.title')}</h1>

      <form className="card stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-address-title" noValidate>
        <h2 id="add-address-title" className="section-title">
          {t('addresses.addNew')}
        </h2>
        <div className="field">
          <label htmlFor={labelId}>{t('addresses.label')}</label>
          <input id={labelId} value={label} placeholder={t('addresses.labelPlaceholder')} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={valueId}>{t('addresses.fullAddress')}</label>
          <textarea id={valueId} value={value} rows={3} onChange={(e) => setValue(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={pincodeId}>{t('addresses.pincode')}</label>
          <input
            id={pincodeId}
            value={pincode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="500081"
            aria-describedby={zoneId}
            onChange={(e) => setPincode(e.target.value)}
          />
          <p id={zoneId} className="muted" aria-live="polite">
            {zone.data
              ? zone.data.delivery === 'partner'
                ? t('addresses.zoneHyderabad', { rate: zone.data.rate_per_kg, free: zone.data.free_above })
                : t('addresses.zoneCourier', { rate: zone.data.rate_per_kg })
              : zone.isError
                ? errorText(t, zone.error, t('addresses.pincodeInvalid'))
                : t('addresses.pincodeHint')}
          </p>
        </div>
        {message && (
          <p className={`form-message form-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        <Button type="submit" busy={add.isPending}>
          {t('addresses.add')}
        </Button>
      </form>

      <TitledSection title={t('addresses.savedTitle')} className="stack">
        {addresses.isPending ? (
          <Spinner label={t('addresses.loading')} />
        ) : addresses.isError ? (
          <ErrorAlert>{errorText(t, addresses.error, t('addresses.listFailed'))}</ErrorAlert>
        ) : addresses.data.length === 0 ? (
          <p className="muted">{t('addresses.noneYet')}</p>
        ) : (
          <ul className="stack" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {addresses.data.map((address) => (
              <li key={address.id} className="card row row--between">
                <div>
                  <strong>{address.label}</strong>
                  <p style={{ margin: 0 }}>
                    {address.value}
                    {address.pincode ? ` – ${address.pincode}` : ''}
                  </p>
                </div>
                <Button
                  variant="danger"
                  onClick={() => void onDelete(address)}
                  aria-label={t('addresses.deleteLabel', { label: address.label })}
                  disabled={remove.isPending}
                >
                  {t('addresses.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
