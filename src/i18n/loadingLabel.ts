import type { TranslationMessages } from 'ra-core';
import { store } from '../store';
import { initialCatalog, initialLocale } from './initialCatalog';
import { loadCatalog } from './loadCatalog';
import type { LocaleCode } from './locales';
import { storedLocale } from './storedLocale';

/**
 * The name of the app shell's spinner, which shows while a page's code downloads, outside
 * react-admin's i18n: react-admin's `ra.page.loading` in the language the pages are shown in. Each
 * language's is read from its catalog: the one the first page started with, and another one's once
 * it is chosen (react-admin's store) and its catalog is in; until then, the first one's. The pages
 * load the same catalog chunk on that change, so this asks for no download of its own.
 */
const labels = new Map<LocaleCode, string>();

function remember(locale: LocaleCode, catalog: Promise<TranslationMessages>): void {
  catalog.then(
    (messages) => labels.set(locale, messages.ra.page.loading),
    // The page that needed this catalog says it could not load; the spinner keeps the last name.
    () => undefined,
  );
}

remember(initialLocale, initialCatalog);
store.subscribe('locale', () => {
  const locale = storedLocale();
  if (!labels.has(locale)) remember(locale, loadCatalog(locale));
});

export function loadingLabel(): string | undefined {
  return labels.get(storedLocale()) ?? labels.get(initialLocale);
}
