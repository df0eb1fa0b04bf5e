import { useId } from 'react';
import { useTranslation, type TFunction } from '@/i18n/i18n';
import { errorText } from '@/lib/error-messages';
import { useDeliveryZone, type DeliveryZone } from '../api/get-delivery-zone';

/** Where a pincode falls, as the customer reads it under the field. */
function zoneText(t: TFunction, zone: DeliveryZone): string {
  if (!zone.serviceable) return t('addresses.zoneNotServed');
  if (zone.delivery === 'partner') return t('addresses.zoneRiders');
  const place = t(`zones.${zone.zone}`);
  return zone.courier_days
    ? t('addresses.zoneCourier', { place, min: zone.courier_days.min, max: zone.courier_days.max })
    : t('addresses.zoneCourierPlace', { place });
}

/** Anything but digits and spaces: not a pincode, said before anything is sent. */
const notDigits = (typed: string) => /[^\d\s]/.test(typed);

interface PincodeFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The pincode input, with where it falls (our riders, courier, or not served) shown as soon as six digits are typed. */
export function PincodeField({ value, onChange }: PincodeFieldProps) {
  const { t } = useTranslation();
  const zone = useDeliveryZone(value);
  const inputId = useId();
  const zoneId = useId();
  const wrong = notDigits(value) || zone.data?.serviceable === false;
  return (
    <div className="field">
      <label htmlFor={inputId}>{t('addresses.pincode')}</label>
      <input
        id={inputId}
        value={value}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        placeholder="500081"
        aria-describedby={zoneId}
        aria-invalid={wrong || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={zoneId} className={wrong ? 'form-message form-message--error' : 'muted'} aria-live="polite">
        {notDigits(value)
          ? t('addresses.pincodeInvalid')
          : zone.data
            ? zoneText(t, zone.data)
            : zone.isError
              ? errorText(t, zone.error, t('addresses.pincodeInvalid'))
              : t('addresses.pincodeHint')}
      </p>
    </div>
  );
}
