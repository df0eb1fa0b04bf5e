import type { FormEvent } from 'react';
import { CheckedInput, SettingsForm, SettingsPanel, useSettingsDraft } from '@/components/settings-form';
import { wholeIn } from '@/lib/form-numbers';
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

/** The payment settings section of the Payments tab, shown once the settings have come. */
export function PaymentSettingsForm() {
  return (
    <SettingsPanel id="payment-settings" title="Payment settings" settings={usePaymentSettings()}>
      {(settings) => <PaymentSettingsFields settings={settings} />}
    </SettingsPanel>
  );
}

function PaymentSettingsFields({ settings }: { settings: PaymentSettings }) {
  const { draft, edit, problems, submit, saving, formProps } = useSettingsDraft(settings, draftOf, useSavePaymentSettings(), 'payment settings');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cashLimit = wholeIn(draft.cashLimit, 0, CASH_LIMIT_MAX);
    const window = wholeIn(draft.window, WINDOW_MIN, WINDOW_MAX);
    const found = {
      ...(cashLimit === null && { cashLimit: 'Enter the cash limit in whole rupees, from 0 to 10,00,000.' }),
      ...(window === null && { window: `Enter the payment window in whole minutes, from ${WINDOW_MIN} to ${WINDOW_MAX}.` }),
    };
    submit(found, () => ({ cash_limit: cashLimit!, courier_cash: draft.courierCash, payment_window_minutes: window! }));
  }

  return (
    <SettingsForm {...formProps} onSubmit={onSubmit}>
      <CheckedInput
        label="Cash limit (₹)"
        hint="Orders above this total must be paid online while online payment is offered."
        inputMode="numeric"
        value={draft.cashLimit}
        disabled={saving}
        problem={problems.cashLimit}
        onChange={(e) => edit({ cashLimit: e.target.value })}
      />
      <label className="settings-form__check">
        <input type="checkbox" checked={draft.courierCash} disabled={saving} onChange={(e) => edit({ courierCash: e.target.checked })} />
        Courier orders may be paid in cash
      </label>
      <CheckedInput
        label="Payment window (minutes)"
        hint="An online order not paid in this time is cancelled."
        inputMode="numeric"
        value={draft.window}
        disabled={saving}
        problem={problems.window}
        onChange={(e) => edit({ window: e.target.value })}
      />
    </SettingsForm>
  );
}
