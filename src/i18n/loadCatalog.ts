import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';
import { catalogFor } from './catalog';

const english = () => import('./en').then((m) => m.en);
const french = () => import('./fr').then((m) => m.fr);
// The default locale shows a few areas in French: it loads those in French alone, the others in
// English alone, and react-admin's English messages from their own chunk, which react-admin's
// <Admin> imports as well (its default i18n provider).
// One import() per statement: an import() inside a conditional expression would have the build
// preload both branches' files.
const englishFirstScreen = () => import('./en/firstScreen').then((m) => m.englishFirstScreen);
const englishByDefault = () => import('./en/englishByDefault').then((m) => m.englishByDefault);
const frenchFirstScreen = () => import('./fr/firstScreen').then((m) => m.frenchFirstScreen);
const frenchByDefault = () => import('./fr/frenchByDefault').then((m) => m.frenchByDefault);
const englishParts = (part: CatalogPart) =>
  Promise.all([
    import('ra-language-english'),
    part === 'firstScreen' ? englishFirstScreen() : englishByDefault(),
  ]).then(([ra, messages]) => ({ ...ra.default, ...messages }));
const frenchParts = (part: CatalogPart) => (part === 'firstScreen' ? frenchFirstScreen() : frenchByDefault());

/**
 * `firstScreen`: in the default locale, only what the dashboard's first page shows (the events
 * list, the menu and the app bar: ./en/firstScreen.ts, ./fr/firstScreen.ts); `whole`: every screen.
 */
export type CatalogPart = 'firstScreen' | 'whole';

/**
 * One locale's messages, fetched when that locale is used (each language is its own chunk; the
 * default locale is English with a few areas in French, and may come in two parts).
 */
export async function loadCatalog(
  locale: LocaleCode,
  part: CatalogPart = 'whole',
): Promise<TranslationMessages> {
  if (locale === 'en') return english();
  if (locale === 'fr') return french();
  const [en, fr] = await Promise.all([englishParts(part), frenchParts(part)]);
  return catalogFor<TranslationMessages>('default', en, fr);
}
