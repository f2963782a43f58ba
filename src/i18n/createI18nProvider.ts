import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { isLocaleCode, LOCALES, type LocaleCode } from './locales';
import { setDisplayLocale } from '../lib/displayLocale';

export { storedLocale } from './storedLocale';

type Catalog = (locale: LocaleCode) => TranslationMessages | Promise<TranslationMessages>;

/** react-admin's i18nProvider, whose starting language's messages can be completed later. */
export interface AppI18nProvider extends I18nProvider {
  /** The starting language's whole catalog, when it started with a part (src/i18n/catalogCompletion.ts). */
  complete: (messages: TranslationMessages) => void;
}

/**
 * react-admin's polyglot provider over one app's catalog: the dashboard and public pages use the
 * whole catalog (./index.ts), the door scanner, a separate small app, its own namespace
 * (./scannerCatalog.ts). Same locales, same store key, same missing-key rule everywhere.
 */
export function createI18nProvider(
  catalog: Catalog,
  initialLocale: LocaleCode,
  initialMessages: TranslationMessages,
): AppI18nProvider {
  let startingMessages = initialMessages;
  const polyglot = (locale: string) =>
    polyglotI18nProvider(
      (wanted) => {
        const code: LocaleCode = isLocaleCode(wanted) ? wanted : 'default';
        return code === initialLocale ? startingMessages : catalog(code);
      },
      locale,
      LOCALES,
      { allowMissing: false },
    );
  // react-admin's polyglot provider cannot take more messages once made: completing the catalog
  // makes a new one in the same language, and every call goes to the current one.
  let provider = polyglot(initialLocale);
  // The formatters that follow the language (event dates) read it from here (src/lib/displayLocale.ts).
  setDisplayLocale(initialLocale);
  return {
    translate: (key, options) => provider.translate(key, options),
    getLocale: () => provider.getLocale(),
    getLocales: () => LOCALES,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setDisplayLocale(isLocaleCode(locale) ? locale : 'default');
    },
    complete: (messages) => {
      startingMessages = messages;
      if (provider.getLocale() === initialLocale) provider = polyglot(initialLocale);
    },
  };
}
