import { loadCatalog } from './loadCatalog';
import { storedLocale } from './storedLocale';
import { isEventsListPath } from '../lib/firstScreen';

/**
 * The chosen language's catalog, asked for as soon as the entry script runs (src/main.tsx imports
 * this module, so it and the catalog helpers are part of the entry chunk): it downloads beside the
 * page's code instead of after it, and ./index.ts awaits it. On the dashboard's first page in the
 * default locale it is only what that page shows; ./catalogCompletion.ts fetches the rest once the
 * page is drawn.
 */
export const initialLocale = storedLocale();
export const firstScreenOnly =
  initialLocale === 'default' && typeof location !== 'undefined' && isEventsListPath(location.pathname);
export const initialCatalog = loadCatalog(initialLocale, firstScreenOnly ? 'firstScreen' : 'whole');
