import polyglotI18nProvider from 'ra-i18n-polyglot';
import { isLocaleCode, LOCALES, type LocaleCode } from './locales';
import { loadCatalog } from './loadCatalog';
import { store } from '../store';

const stored: unknown = store.getItem('locale');
const initialLocale: LocaleCode = isLocaleCode(stored) ? stored : 'default';
// Top-level await: the app's code resolves once the chosen language has arrived, so the first
// render already has every string; other languages are fetched when the user switches.
const initialMessages = await loadCatalog(initialLocale);

/**
 * The one i18nProvider, for the dashboard (AdminContext) and the public pages
 * (PublicI18nProvider): react-admin's polyglot provider over the catalogs of ./en and ./fr.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const code: LocaleCode = isLocaleCode(locale) ? locale : 'default';
    return code === initialLocale ? initialMessages : loadCatalog(code);
  },
  initialLocale,
  LOCALES,
  { allowMissing: false },
);
