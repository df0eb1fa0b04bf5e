import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';

type MapPin = NonNullable<Address['pin']>;

/** Six decimals: about 10 cm, more than a phone's fix is worth. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const mapHref = ({ lat, lng }: MapPin) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

interface LocationPinProps {
  pin: MapPin | null;
  onChange: (pin: MapPin | null) => void;
}

/**
 * "Use my location": the phone's position as a map pin for the rider, kept with the address. The customer moves it
 * by taking it again where they stand, or removes it; it never changes the price.
 */
export function LocationPin({ pin, onChange }: LocationPinProps) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!('geolocation' in navigator)) return null;

  function locate() {
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({ lat: round(coords.latitude), lng: round(coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(t(error.code === error.PERMISSION_DENIED ? 'addresses.pin.denied' : 'addresses.pin.failed'));
      },
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  }

  return (
    <div className="stack">
      {pin ? (
        <p className="form-message form-message--success" role="status">
          {t('addresses.pin.set', { lat: pin.lat, lng: pin.lng })}{' '}
          <a href={mapHref(pin)} target="_blank" rel="noopener noreferrer">
            {t('addresses.pin.open')}
          </a>
        </p>
      ) : (
        <p className="muted">{t('addresses.pin.hint')}</p>
      )}
      <div className="row">
        <Button variant="secondary" busy={locating} onClick={locate}>
          {t(pin ? 'addresses.pin.retake' : 'addresses.pin.use')}
        </Button>
        {pin && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('addresses.pin.clear')}
          </Button>
        )}
      </div>
      {problem && (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
