import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogs, LOCALES, type LocaleCode } from './catalogs';
import { storedLocale } from './storedLocale';

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogs[(locale as LocaleCode) in catalogs ? (locale as LocaleCode) : 'default'],
  storedLocale(),
  LOCALES,
  { allowMissing: false },
);
