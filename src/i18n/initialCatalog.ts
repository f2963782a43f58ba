import { loadCatalog } from './loadCatalog';
import { storedLocale } from './storedLocale';

/**
 * The chosen language's catalog, asked for as soon as the entry script runs (src/main.tsx imports
 * this module, so it and the catalog helpers are part of the entry chunk): it downloads beside the
 * page's code instead of after it, and ./index.ts awaits it.
 */
export const initialLocale = storedLocale();
export const initialCatalog = loadCatalog(initialLocale);
