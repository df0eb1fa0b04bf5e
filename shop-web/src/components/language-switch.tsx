import { useState } from 'react';
import { useTranslation, setLanguage, type Language } from '@/i18n/i18n';

/** One button naming the other language in its own script (తెలుగు / English); the choice is remembered. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const target = t('language.switchToLang') as Language;
  return (
    <button
      type="button"
      className={['language-switch', className].filter(Boolean).join(' ')}
      lang={target}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        setLanguage(target)
          .catch((error: unknown) => console.warn('Could not switch language.', error))
          .finally(() => setBusy(false));
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
