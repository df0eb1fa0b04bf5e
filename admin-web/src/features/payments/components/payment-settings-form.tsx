import { useId, useState, type FormEvent } from 'react';
import { Button } from '@farm-store/shared-ui/host/kit';
import { LabelledInput } from '@/components/labelled-field';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { usePaymentSettings, useSavePaymentSettings, type PaymentSettings } from '../api/payment-settings';

/** The limits of PaymentSettingsSchema, as the form checks them before sending. */
const CASH_LIMIT_MAX = 1_000_000;
const WINDOW_MIN = 5;
const WINDOW_MAX = 120;

interface Draft {
  cashLimit: string;
  courierCash: boolean;
  window: string;
}

const draftOf = (settings: PaymentSettings): Draft => ({
  cashLimit: String(settings.cash_limit),
  courierCash: settings.courier_cash,
  window: String(settings.payment_window_minutes),
});

const wholeIn = (text: string, min: number, max: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** The payment settings section of the Payments tab, shown once the settings have come. */
export function PaymentSettingsForm() {
  const settings = usePaymentSettings();
  return (
    <Panel id="payment-settings" title="Payment settings">
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <p className="muted">{settings.isError ? 'Could not load the payment settings. Reload the page to try again.' : 'Loading payment settings…'}</p>
      )}
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const id = useId();
  const save = useSavePaymentSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problems, setProblems] = useState<{ cashLimit?: string; window?: string }>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState('');

  function edit(change: Partial<Draft>) {
    setDraft({ ...draft, ...change });
    setSaved(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cashLimit = wholeIn(draft.cashLimit, 0, CASH_LIMIT_MAX);
    const window = wholeIn(draft.window, WINDOW_MIN, WINDOW_MAX);
    const found = {
      ...(cashLimit === null && { cashLimit: 'Enter the cash limit in whole rupees, from 0 to 10,00,000.' }),
      ...(window === null && { window: `Enter the payment window in whole minutes, from ${WINDOW_MIN} to ${WINDOW_MAX}.` }),
    };
    setProblems(found);
    setFailure('');
    if (cashLimit === null || window === null) return;
    save.mutate(
      { cash_limit: cashLimit, courier_cash: draft.courierCash, payment_window_minutes: window },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          setSaved(true);
        },
        onError: (error) => setFailure(errorMessage(error, 'Failed to save the payment settings. Please try again.')),
      },
    );
  }

  // Each field points to its own message while it stands.
  const invalid = (field: 'cashLimit' | 'window') => (problems[field] ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-${field}` } as const) : {});
  const message = (field: 'cashLimit' | 'window') =>
    problems[field] && (
      <p id={`${id}-${field}`} className="form-error">
        {problems[field]}
      </p>
    );

  return (
    <form className="payment-settings" noValidate aria-label="Payment settings" onSubmit={onSubmit}>
      <div>
        <LabelledInput
          label="Cash limit (₹)"
          hint="Orders above this total must be paid online while online payment is offered."
          inputMode="numeric"
          value={draft.cashLimit}
          disabled={save.isPending}
          {...invalid('cashLimit')}
          onChange={(e) => edit({ cashLimit: e.target.value })}
        />
        {message('cashLimit')}
      </div>
      <label className="payment-settings__check">
        <input type="checkbox" checked={draft.courierCash} disabled={save.isPending} onChange={(e) => edit({ courierCash: e.target.checked })} />
        Courier orders may be paid in cash
      </label>
      <div>
        <LabelledInput
          label="Payment window (minutes)"
          hint="An online order not paid in this time is cancelled."
          inputMode="numeric"
          value={draft.window}
          disabled={save.isPending}
          {...invalid('window')}
          onChange={(e) => edit({ window: e.target.value })}
        />
        {message('window')}
      </div>
      <div className="payment-settings__actions">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {saved && <span role="status">Saved</span>}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
