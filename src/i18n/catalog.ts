import type { TranslationMessages } from 'ra-core';
import { FRENCH_BY_DEFAULT, FRENCH_RESOURCES_BY_DEFAULT, type LocaleCode } from './locales';

type Messages = Record<string, unknown>;

const pick = (from: Messages | undefined, keys: readonly string[]): Messages =>
  Object.fromEntries(keys.filter((key) => from && key in from).map((key) => [key, from![key]]));

/**
 * The catalog of a locale, from the English and French catalogs (./en, ./fr): the only place the
 * catalogs are assembled. 'default' is English with the FRENCH_BY_DEFAULT namespaces and the
 * FRENCH_RESOURCES_BY_DEFAULT resources in French, as SPEC words each screen; for it, `fr` may hold
 * only those parts (./fr/frenchByDefault.ts). For 'fr' it is the whole French catalog.
 */
export function catalogFor<M extends Messages | TranslationMessages>(
  locale: LocaleCode,
  en: M,
  fr?: Messages | M,
): M {
  if (locale === 'en' || !fr) return en;
  if (locale === 'fr') return fr as M;
  const english = en as Messages;
  const french = fr as Messages;
  return {
    ...en,
    ...pick(french, FRENCH_BY_DEFAULT),
    resources: {
      ...(english.resources as Messages | undefined),
      ...pick(french.resources as Messages | undefined, FRENCH_RESOURCES_BY_DEFAULT),
    },
  } as M;
}
