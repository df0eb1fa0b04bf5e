import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en';

export type Language = 'en' | 'te';

/** The customer's choice, kept on the device (it survives logging out, which clears the session). */
export const LANGUAGE_KEY = 'language';

const LOCALES: Record<Language, string> = { en: 'en-IN', te: 'te-IN' };

/**
 * The texts of the screens after the first (account, checkout, orders, info pages…) and the error messages: a
 * namespace of their own (screens.ts), registered by the first of those screens' chunks that imports it, so
 * they stay out of the first load. A key missing from the first load's texts is looked up there.
 */
export const SCREENS_NS = 'screens';

/** English ships with the first load; Telugu is its own chunk, fetched only when chosen. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  fallbackNS: SCREENS_NS,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
});

// <html lang> follows the choice, so screen readers and fonts switch with it.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'te' ? 'te' : 'en';
  } catch {
    return 'en';
  }
}

export async function setLanguage(lng: Language) {
  if (lng === 'te' && !i18n.hasResourceBundle('te', 'translation')) {
    const { te } = await import('./te');
    i18n.addResourceBundle('te', 'translation', te);
  }
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  await i18n.changeLanguage(lng);
}

export const localeOf = (lng: string) => LOCALES[lng === 'te' ? 'te' : 'en'];

/** 'en-IN' or 'te-IN', for Intl number and date formats. */
export function useLocale() {
  const { i18n: instance } = useTranslation();
  return localeOf(instance.language);
}
