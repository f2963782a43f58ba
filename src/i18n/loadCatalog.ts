import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';

/** One locale's messages, fetched when that locale is used (each is its own chunk). */
export function loadCatalog(locale: LocaleCode): Promise<TranslationMessages> {
  switch (locale) {
    case 'en':
      return import('./en').then((m) => m.en);
    case 'fr':
      return import('./fr').then((m) => m.fr);
    default:
      return import('./defaultCatalog').then((m) => m.defaultCatalog);
  }
}
