import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALES, type LocaleCode } from './locales';
import { loadCatalog } from './loadCatalog';
import { storedLocale } from './storedLocale';

const initialLocale = storedLocale();
// Top-level await: the dashboard's code resolves once the chosen language has arrived, so its first
// render already has every string; other languages are fetched when the user switches.
const initialMessages = await loadCatalog(initialLocale);

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const code: LocaleCode = locale === 'en' || locale === 'fr' ? locale : 'default';
    return code === initialLocale ? initialMessages : loadCatalog(code);
  },
  initialLocale,
  LOCALES,
  { allowMissing: false },
);
