import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';
import { catalogFor } from './catalog';
import { scanner } from './en/scanner';
import { validation } from './en/validation';
import { app } from './en/common';

/** The scanner's namespaces in English: the default locale shows them all in English. */
const english = { scanner, validation, app };

/**
 * The door scanner's catalog: its own namespace, the contract's validation messages (its login
 * form's) and `app` (the language menu's label), assembled like the app's catalog. English (the
 * default locale's) ships in the scanner's code, so no download stands before its first screen; the
 * French one is a few kilobytes fetched when French is chosen.
 */
export function scannerCatalog(locale: LocaleCode): TranslationMessages | Promise<TranslationMessages> {
  // The scanner shows no react-admin component, so react-admin's own `ra.*` messages are left out.
  if (locale !== 'fr') return catalogFor(locale, english) as unknown as TranslationMessages;
  return import('./fr/scannerFrench').then(
    ({ scannerFrench }) => catalogFor(locale, english, scannerFrench) as unknown as TranslationMessages,
  );
}
