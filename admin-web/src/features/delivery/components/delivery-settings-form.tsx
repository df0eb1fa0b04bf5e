import type { FormEvent } from 'react';
import { CheckedInput, SettingsForm, SettingsPanel, useSettingsDraft } from '@/components/settings-form';
import { numberIn, wholeIn } from '@/lib/form-numbers';
import { useDeliverySettings, useSaveDeliverySettings, type DeliverySettings } from '../api/delivery-settings';
import './delivery.css';

type Field = 'arrivingSoonKm' | 'retentionDays' | 'roadFactor' | 'speedKmh' | 'tileUrl' | 'lat' | 'lng';
type Draft = Record<Field, string> & { handoverCode: DeliverySettings['handover_code'] };

const draftOf = (settings: DeliverySettings): Draft => ({
  handoverCode: settings.handover_code,
  arrivingSoonKm: String(settings.arriving_soon_km),
  retentionDays: String(settings.position_retention_days),
  roadFactor: String(settings.road_factor),
  speedKmh: String(settings.speed_kmh),
  tileUrl: settings.tile_url,
  lat: String(settings.store_location.lat),
  lng: String(settings.store_location.lng),
});

/** The tile URL as DeliverySettingsSchema takes it, with the three places Leaflet fills in. */
function tileUrlIn(text: string): string | null {
  const url = text.trim();
  const fits = url.length >= 10 && url.length <= 300 && /^(https?:\/\/|\/)/.test(url);
  return fits && ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) ? url : null;
}

/** Each field read within DeliverySettingsSchema's limits (null: not valid), and what to do when it is not. */
const FIELDS: Record<Field, { read: (text: string) => number | string | null; problem: string }> = {
  arrivingSoonKm: { read: (text) => numberIn(text, 0.2, 5), problem: 'Enter a distance from 0.2 to 5 km.' },
  retentionDays: { read: (text) => wholeIn(text, 1, 30), problem: 'Enter whole days, from 1 to 30.' },
  roadFactor: { read: (text) => numberIn(text, 1, 3), problem: 'Enter a road factor from 1 to 3, e.g. 1.4.' },
  speedKmh: { read: (text) => numberIn(text, 5, 60), problem: 'Enter a speed from 5 to 60 km/h.' },
  tileUrl: {
    read: tileUrlIn,
    problem: 'Enter a tile address starting with https:// or /, with {z}, {x} and {y} in it.',
  },
  lat: { read: (text) => numberIn(text, -90, 90), problem: 'Enter a latitude from -90 to 90, e.g. 17.385.' },
  lng: { read: (text) => numberIn(text, -180, 180), problem: 'Enter a longitude from -180 to 180, e.g. 78.4867.' },
};

/** The Delivery settings section (owners and managers): the handover code at the door, and the live map and route. */
export function DeliverySettingsForm() {
  return (
    <SettingsPanel id="delivery-settings" title="Delivery settings" settings={useDeliverySettings()}>
      {(settings) => <DeliverySettingsFields settings={settings} />}
    </SettingsPanel>
  );
}

function DeliverySettingsFields({ settings }: { settings: DeliverySettings }) {
  const { draft, edit, problems, submit, saving, formProps } = useSettingsDraft(settings, draftOf, useSaveDeliverySettings(), 'delivery settings');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = Object.fromEntries((Object.keys(FIELDS) as Field[]).map((field) => [field, FIELDS[field].read(draft[field])]));
    const found = Object.fromEntries((Object.keys(FIELDS) as Field[]).filter((field) => read[field] === null).map((field) => [field, FIELDS[field].problem]));
    const number = (field: Field) => read[field] as number;
    submit(found, () => ({
      handover_code: draft.handoverCode,
      arriving_soon_km: number('arrivingSoonKm'),
      position_retention_days: number('retentionDays'),
      road_factor: number('roadFactor'),
      speed_kmh: number('speedKmh'),
      tile_url: read.tileUrl as string,
      store_location: { lat: number('lat'), lng: number('lng') },
    }));
  }

  const input = (field: Field, label: string, hint?: string) => (
    <CheckedInput
      label={label}
      hint={hint}
      inputMode={field === 'tileUrl' ? 'url' : 'decimal'}
      value={draft[field]}
      disabled={saving}
      problem={problems[field]}
      onChange={(e) => edit({ [field]: e.target.value })}
    />
  );

  return (
    <SettingsForm {...formProps} onSubmit={onSubmit}>
      <fieldset className="delivery-settings__group" aria-describedby="delivery-settings-code-off">
        <legend>Handover code</legend>
        {(['required', 'off'] as const).map((choice) => (
          <label key={choice} className="settings-form__check">
            <input
              type="radio"
              name="handover_code"
              value={choice}
              checked={draft.handoverCode === choice}
              disabled={saving}
              onChange={() => edit({ handoverCode: choice })}
            />
            {choice === 'required' ? 'Required' : 'Off'}
          </label>
        ))}
        <p id="delivery-settings-code-off" className="field__hint">
          Off: partners complete deliveries without the customer&apos;s code.
        </p>
      </fieldset>
      {input('arrivingSoonKm', '"Arriving soon" distance (km)', 'The customer gets the "arriving soon" message once, when the rider is this close.')}
      {input('retentionDays', 'Positions kept (days)', "Riders' positions are deleted after this many days.")}
      {input('roadFactor', 'Road factor', 'Road distance per straight-line kilometre, for the arrival time.')}
      {input('speedKmh', 'Average speed (km/h)', "Riders' average speed in the city, for the arrival time.")}
      {input('tileUrl', 'Map tile URL', 'Where the maps take their tiles, with {z}, {x} and {y}.')}
      <fieldset className="delivery-settings__group">
        <legend>Store location</legend>
        <div className="delivery-settings__pair">
          {input('lat', 'Latitude')}
          {input('lng', 'Longitude')}
        </div>
      </fieldset>
    </SettingsForm>
  );
}
