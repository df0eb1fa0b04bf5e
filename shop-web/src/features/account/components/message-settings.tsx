import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { errorText } from '@/lib/error-messages';
import { usePreferences, type Preferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import '@/i18n/screens'; // this screen's texts

/** Account settings: SMS about orders on or off, and their language; and where money owed back goes. */
export function MessageSettings() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const toast = useToast();
  const languageId = useId();
  const current = prefs.data;
  const busy = !current || update.isPending;

  function save(change: Partial<Preferences>) {
    if (!current) return;
    update.mutate(
      { ...current, ...change },
      {
        onSuccess: () => toast.success(t('account.messages.saved')),
        onError: (error) => toast.error(errorText(t, error, t('account.messages.saveFailed'))),
      },
    );
  }

  return (
    <>
      <fieldset className="message-settings" aria-busy={busy}>
        <legend>{t('account.messages.title')}</legend>
        {prefs.isError && <p role="alert">{t('account.messages.loadFailed')}</p>}
        <label className="message-settings__row">
          <input type="checkbox" checked={current?.orderMessages ?? true} disabled={busy} onChange={(e) => save({ orderMessages: e.target.checked })} />
          {t('account.messages.orderMessages')}
        </label>
        <p className="muted message-settings__note">{t('account.messages.otpNote')}</p>
        <label className="message-settings__row" htmlFor={languageId}>
          {t('account.messages.language')}
        </label>
        <select
          id={languageId}
          value={current?.language ?? ''}
          disabled={busy || !current?.orderMessages}
          onChange={(e) => save({ language: e.target.value === 'te' ? 'te' : e.target.value === 'en' ? 'en' : null })}
        >
          <option value="">{t('account.messages.languageShop')}</option>
          <option value="en">English</option>
          <option value="te">తెలుగు</option>
        </select>
      </fieldset>
      <fieldset className="message-settings" aria-busy={busy}>
        <legend>{t('account.refundTo.title')}</legend>
        {(['original', 'credit'] as const).map((to) => (
          <label key={to} className="message-settings__row">
            <input type="radio" name="refund-to" checked={(current?.refundTo ?? 'original') === to} disabled={busy} onChange={() => save({ refundTo: to })} />
            {t(`account.refundTo.${to}`)}
          </label>
        ))}
        <p className="muted message-settings__note">{t('account.refundTo.note')}</p>
      </fieldset>
    </>
  );
}
