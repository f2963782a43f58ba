import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';
import { loadCatalog } from './loadCatalog';

/**
 * The catalog of a screen SPEC words in French (FRENCH_RESOURCES_BY_DEFAULT, the reports): in the
 * default locale, the default catalog with react-admin's own messages (`ra.*`: 'Ajouter un filtre',
 * 'Exporter', 'Lignes par page', 'Rechercher', the sort labels...) in French as well, so the whole
 * screen speaks French; in English and in Français, the locale's catalog as everywhere else.
 */
export async function frenchScreenCatalog(locale: LocaleCode): Promise<TranslationMessages> {
  if (locale !== 'default') return loadCatalog(locale);
  const [messages, french] = await Promise.all([loadCatalog('default'), import('ra-language-french')]);
  return { ...messages, ra: french.default.ra };
}
