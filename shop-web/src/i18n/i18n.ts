import { useSyncExternalStore } from 'react';
import { en } from './en';

export type Language = 'en' | 'te';

/** The customer's choice, kept on the device (it survives logging out, which clears the session). */
export const LANGUAGE_KEY = 'language';

const LOCALES: Record<Language, string> = { en: 'en-IN', te: 'te-IN' };

/** The namespace of the first load's texts (en.ts, te.ts). */
const FIRST_LOAD_NS = 'translation';

/**
 * The texts of the screens after the first (account, checkout, orders, info pages…) and the error messages: a
 * namespace of their own (screens.ts), registered by the first of those screens' chunks that imports it, so
 * they stay out of the first load. A key missing from the first load's texts is looked up there.
 */
export const SCREENS_NS = 'screens';

/** A catalogue of texts: nested objects of strings (and lists of them, read with `returnObjects`). */
export interface Texts {
  [key: string]: string | readonly unknown[] | Texts;
}

export interface TranslateOptions {
  /** Look the key up in this namespace first (then the other). */
  ns?: string;
  /** Chooses the plural form (`key_one`, `key_other`…) by the language's rules, and fills `{{count}}`. */
  count?: number;
  /** The text when the key is in no catalogue (otherwise the key itself is shown). */
  defaultValue?: string;
  /** Answers the object or list at the key (its strings filled in) instead of a string. */
  returnObjects?: boolean;
  /** Values for the `{{name}}` placeholders. */
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

const lookUp = (texts: Texts | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);

const fill = (text: string, values: TranslateOptions) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    // Placeholders take text and numbers; a missing value (or an object, which has no text of its own) leaves nothing.
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });

/** Fills every string of a text, or of an object or list of texts. */
function fillAll(node: unknown, values: TranslateOptions): unknown {
  if (typeof node === 'string') return fill(node, values);
  if (Array.isArray(node)) return node.map((item) => fillAll(item, values));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, fillAll(item, values)]));
  return node;
}

/**
 * The shop's texts in English and Telugu: a key is looked up in the chosen language's namespaces (first load, then
 * screens), then in English's; plural forms by Intl.PluralRules; `{{name}}` placeholders filled as they are (React
 * escapes). The shop's own, small: the i18n library it replaces was a tenth of the first load's JavaScript.
 */
class Translator {
  language: Language = 'en';
  private readonly catalogues: Record<Language, Record<string, Texts>> = { en: { [FIRST_LOAD_NS]: en }, te: {} };
  private readonly listeners = new Set<() => void>();
  /** A text was asked for that no catalogue had (yet): a catalogue added later may be the one it needs. */
  private missed = false;
  /** The chosen language's plural rules, made once per choice rather than on every counted text. */
  private plurals = new Intl.PluralRules(LOCALES.en);

  hasResourceBundle(language: Language, ns: string) {
    return ns in this.catalogues[language];
  }

  /**
   * Adds a catalogue. The page renders again only if a text was missing before: a screen's namespace normally arrives
   * with the screen's code, before anything asks for its texts, and re-rendering the whole page then would be a long
   * task for nothing on a phone.
   */
  addResourceBundle(language: Language, ns: string, texts: Texts) {
    this.catalogues[language][ns] = texts;
    if (this.missed) this.changed();
  }

  changeLanguage(language: Language) {
    this.language = language;
    this.plurals = new Intl.PluralRules(LOCALES[language]);
    // <html lang> follows the choice, so screen readers and fonts switch with it.
    document.documentElement.lang = language;
    this.changed();
  }

  /** Translates in the current language. A new function after each change, which is what components re-render on. */
  t: TFunction = this.newT();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = () => this.t;

  private newT(): TFunction {
    return ((key: string, options: TranslateOptions = {}) => {
      const found = this.find(key, options);
      if (found === undefined) {
        this.missed = true;
        return options.defaultValue ?? key;
      }
      if (typeof found !== 'string' && !options.returnObjects) return key;
      return fillAll(found, options);
    }) as TFunction;
  }

  private find(key: string, { ns, count }: TranslateOptions): unknown {
    const namespaces = ns === SCREENS_NS ? [SCREENS_NS, FIRST_LOAD_NS] : [FIRST_LOAD_NS, SCREENS_NS];
    const keys = count === undefined ? [key] : [`${key}_${this.plurals.select(count)}`, `${key}_other`, key];
    for (const language of this.language === 'en' ? (['en'] as const) : ([this.language, 'en'] as const)) {
      for (const namespace of namespaces) {
        for (const candidate of keys) {
          const found = lookUp(this.catalogues[language][namespace], candidate);
          if (found !== undefined) return found;
        }
      }
    }
    return undefined;
  }

  private changed() {
    this.missed = false;
    this.t = this.newT();
    this.listeners.forEach((listener) => listener());
  }
}

export const i18n = new Translator();

/** The texts in the chosen language; the component renders again when the language (or a catalogue) changes. */
export function useTranslation() {
  const t = useSyncExternalStore(i18n.subscribe, i18n.snapshot);
  return { t, i18n };
}

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'te' ? 'te' : 'en';
  } catch {
    return 'en';
  }
}

export async function setLanguage(lng: Language) {
  if (lng === 'te' && !i18n.hasResourceBundle('te', FIRST_LOAD_NS)) {
    const { te } = await import('./te');
    i18n.addResourceBundle('te', FIRST_LOAD_NS, te);
  }
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  i18n.changeLanguage(lng);
}

export const localeOf = (lng: string) => LOCALES[lng === 'te' ? 'te' : 'en'];

/** 'en-IN' or 'te-IN', for Intl number and date formats. */
export function useLocale() {
  const { i18n: instance } = useTranslation();
  return localeOf(instance.language);
}
