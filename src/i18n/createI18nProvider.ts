import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { isLocaleCode, LOCALES, type LocaleCode } from './locales';
import { setDisplayLocale } from '../lib/displayLocale';

export { storedLocale } from './storedLocale';

type Catalog = (locale: LocaleCode) => TranslationMessages | Promise<TranslationMessages>;

/**
 * react-admin's polyglot provider over one app's catalog: the dashboard and public pages use the
 * whole catalog (./index.ts), the door scanner, a separate small app, its own namespace
 * (./scannerCatalog.ts). Same locales, same store key, same missing-key rule everywhere.
 */
export function createI18nProvider(
  catalog: Catalog,
  initialLocale: LocaleCode,
  initialMessages: TranslationMessages,
): I18nProvider {
  const provider = polyglotI18nProvider(
    (locale) => {
      const code: LocaleCode = isLocaleCode(locale) ? locale : 'default';
      return code === initialLocale ? initialMessages : catalog(code);
    },
    initialLocale,
    LOCALES,
    { allowMissing: false },
  );
  // The formatters that follow the language (event dates) read it from here (src/lib/displayLocale.ts).
  setDisplayLocale(initialLocale);
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setDisplayLocale(isLocaleCode(locale) ? locale : 'default');
    },
  };
}
