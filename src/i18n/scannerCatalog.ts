import type { TranslationMessages } from 'ra-core';
import type { LocaleCode } from './locales';
import { catalogFor } from './catalog';
import { scanner as english } from './en/scanner';
import { scanner as french } from './fr/scanner';
import { validation as englishValidation } from './en/validation';
import { validation as frenchValidation } from './fr/validation';
import { app as englishApp } from './en/common';
import { app as frenchApp } from './fr/common';

/**
 * The door scanner's catalog: its own namespace, the contract's validation messages (its login
 * form's) and `app` (the language menu's label), assembled like the app's catalog. It is a few
 * kilobytes, so both languages ship in the scanner's code and no download stands before its first
 * screen.
 */
export function scannerCatalog(locale: LocaleCode): TranslationMessages {
  // The scanner shows no react-admin component, so react-admin's own `ra.*` messages are left out.
  return catalogFor(
    locale,
    { scanner: english, validation: englishValidation, app: englishApp },
    { scanner: french, validation: frenchValidation, app: frenchApp },
  ) as unknown as TranslationMessages;
}
