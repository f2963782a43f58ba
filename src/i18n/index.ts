import { createI18nProvider } from './createI18nProvider';
import { loadCatalog } from './loadCatalog';
import { initialCatalog, initialLocale } from './initialCatalog';

// Top-level await: the app's code resolves once the chosen language has arrived, so the first
// render already has every string; other languages are fetched when the user switches.
const initialMessages = await initialCatalog;

/**
 * The i18nProvider of the dashboard (AdminContext) and the public pages (PublicI18nProvider):
 * react-admin's polyglot provider over the catalogs of ./en and ./fr.
 */
export const i18nProvider = createI18nProvider(loadCatalog, initialLocale, initialMessages);
