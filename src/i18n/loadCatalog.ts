import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';
import { catalogFor } from './catalog';

const english = () => import('./en').then((m) => m.en);
const french = () => import('./fr').then((m) => m.fr);
// The default locale shows a few areas in French: it loads those in French alone, the others in
// English alone, and react-admin's English messages from their own chunk, which react-admin's
// <Admin> imports as well (its default i18n provider).
const englishParts = () =>
  Promise.all([import('ra-language-english'), import('./en/englishByDefault')]).then(([ra, m]) => ({
    ...ra.default,
    ...m.englishByDefault,
  }));
const frenchParts = () => import('./fr/frenchByDefault').then((m) => m.frenchByDefault);

/**
 * One locale's messages, fetched when that locale is used (each language is its own chunk; the
 * default locale is English with a few areas in French).
 */
export async function loadCatalog(locale: LocaleCode): Promise<TranslationMessages> {
  if (locale === 'en') return english();
  if (locale === 'fr') return french();
  const [en, fr] = await Promise.all([englishParts(), frenchParts()]);
  return catalogFor<TranslationMessages>('default', en, fr);
}
