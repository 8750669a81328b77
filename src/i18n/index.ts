/**
 * The i18nProvider (DESIGN.md §6): zh-CN by default, English second, switched from the user menu
 * and remembered in localStorage under 'locale'. Issue 17 (initial JavaScript ≤ 300 KB gzip; "the
 * English catalogue … load[s] lazily"): the initial bundle holds only zh-CN's sign-in part
 * (./zh-CN-core); the whole zh-CN catalogue is a chunk fetched at start-up (catalogueReady), which
 * every lazily loaded screen waits for (lazyWithRetry's gate); English is its own chunk, fetched the
 * first time it is chosen.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { importWithRetry, setLazyGate } from '../authProvider/lazyWithRetry';
import zhCore from './zh-CN-core';

/** The locales the user menu offers, default first. */
export const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
] as const;
export const DEFAULT_LOCALE = 'zh-CN';
/** localStorage key holding the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The second languages' chunks; a failed chunk reloads the page once (lazyWithRetry rule 7). */
const loaders: Record<string, () => Promise<TranslationMessages>> = {
  en: () => importWithRetry(() => import('./en')).then((m) => m.default as TranslationMessages),
};
/** The catalogues at hand: zh-CN's sign-in part, then the whole of it; a second language once fetched. */
const loaded: Record<string, TranslationMessages> = { [DEFAULT_LOCALE]: zhCore as TranslationMessages };
let zhWhole: Promise<TranslationMessages> | null = null;
/** The providers built here, switched to the whole zh-CN catalogue once it arrives. */
const providers: I18nProvider[] = [];

/**
 * Resolves once the whole zh-CN catalogue is at hand (fetched once; the first call starts it) and
 * every provider speaking zh-CN uses it. Rejects when the chunk cannot be loaded even after the one
 * reload of lazyWithRetry's rule.
 */
export function catalogueReady(): Promise<TranslationMessages> {
  zhWhole ??= importWithRetry(() => import('./zh-CN')).then(async (m) => {
    loaded[DEFAULT_LOCALE] = m.default as TranslationMessages;
    // A provider still in zh-CN reads its messages again (one speaking English keeps English).
    await Promise.all(providers.filter((p) => p.getLocale() === DEFAULT_LOCALE).map((p) => p.changeLocale(DEFAULT_LOCALE)));
    return loaded[DEFAULT_LOCALE];
  });
  return zhWhole;
}

/** The whole zh-CN catalogue when it has arrived, else its sign-in part (labels.ts reads built-in names from it). */
export function zhCatalogue(): TranslationMessages {
  return loaded[DEFAULT_LOCALE];
}

// Every lazily loaded screen renders with the whole catalogue: its chunk and the catalogue arrive together.
setLazyGate(catalogueReady);

const offered = (locale: string) => LOCALES.some((l) => l.locale === locale);

/**
 * The catalogue of `locale`, fetching its chunk the first time (later calls reuse it). A locale we
 * do not offer gets zh-CN. Rejects when the chunk cannot be loaded even after the one reload.
 */
export async function loadCatalogue(locale: string): Promise<TranslationMessages> {
  if (!loaded[locale] && loaders[locale]) loaded[locale] = await loaders[locale]();
  return loaded[locale] ?? loaded[DEFAULT_LOCALE];
}

/** The saved locale when it is one we offer, otherwise zh-CN. */
export function initialLocale(): string {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (saved && offered(saved)) return saved;
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
 * Builds the provider, speaking `locale` at once when its catalogue is at hand (zh-CN, or English
 * after loadCatalogue('en')), else zh-CN until changeLocale fetches it (see restoreLocale).
 * changeLocale also writes localStorage 'locale' so the choice survives a reload even before
 * react-admin's own store is read.
 */
export function buildI18nProvider(locale = initialLocale()): I18nProvider {
  const start = loaded[locale] ? locale : DEFAULT_LOCALE;
  setDocumentLang(start);
  // react-admin awaits the promise getMessages returns for a locale whose chunk is not loaded yet.
  const base = polyglotI18nProvider(
    (l) => loaded[l] ?? (offered(l) ? loadCatalogue(l) : loaded[DEFAULT_LOCALE]),
    start,
    LOCALES.map((l) => ({ ...l })),
  );
  providers.push(base);
  return {
    ...base,
    changeLocale: (next: string, options?: unknown) => {
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // not persisted; the switch still applies to this page
      }
      return base.changeLocale(next, options).then(() => setDocumentLang(next));
    },
  };
}

export const i18nProvider = buildI18nProvider();

/**
 * Switches `provider` to the saved locale when it does not speak it yet (English chosen in an
 * earlier visit): main.tsx renders after this resolves, so the first paint is already in English.
 * Resolves in zh-CN when the chunk cannot be loaded.
 */
export function restoreLocale(provider: I18nProvider = i18nProvider): Promise<void> {
  const saved = initialLocale();
  if (provider.getLocale() === saved) return Promise.resolve();
  return Promise.resolve(provider.changeLocale(saved)).catch(() => undefined);
}
