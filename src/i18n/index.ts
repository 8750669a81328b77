/**
 * The i18nProvider (DESIGN.md §6): zh-CN by default, English second, switched from the user menu
 * and remembered in localStorage under 'locale'.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import zhCN from './zh-CN';
import en from './en';

/** The locales the user menu offers, default first. */
export const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
] as const;
export const DEFAULT_LOCALE = 'zh-CN';
/** localStorage key holding the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

const catalogues: Record<string, TranslationMessages> = {
  'zh-CN': zhCN as TranslationMessages,
  en: en as TranslationMessages,
};

/** The saved locale when it is one we offer, otherwise zh-CN. */
export function initialLocale(): string {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (saved && saved in catalogues) return saved;
  } catch {
    // storage unavailable (private mode): fall back to the default
  }
  return DEFAULT_LOCALE;
}

/** Keeps <html lang> in step with the interface language (screen readers, fonts). */
function setDocumentLang(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Builds the provider. changeLocale also writes localStorage 'locale' so the choice survives a
 * reload even before react-admin's own store is read.
 */
export function buildI18nProvider(locale = initialLocale()): I18nProvider {
  setDocumentLang(locale);
  const base = polyglotI18nProvider(
    (l) => catalogues[l] ?? catalogues[DEFAULT_LOCALE],
    locale,
    LOCALES.map((l) => ({ ...l })),
  );
  return {
    ...base,
    changeLocale: (next: string, options?: unknown) => {
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // not persisted; the switch still applies to this page
      }
      setDocumentLang(next);
      return base.changeLocale(next, options);
    },
  };
}

export const i18nProvider = buildI18nProvider();
