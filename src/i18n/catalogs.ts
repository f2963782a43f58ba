import type { TranslationMessages } from 'ra-core';
import { en, app as enApp } from './en';
import { fr, app as frApp } from './fr';

import { FRENCH_BY_DEFAULT, LOCALES, type LocaleCode } from './locales';

export { FRENCH_BY_DEFAULT, LOCALES, type LocaleCode };

function mixed(): TranslationMessages {
  const out: Record<string, unknown> = { ...en };
  const frByNs = frApp as unknown as Record<string, unknown>;
  for (const ns of FRENCH_BY_DEFAULT) if (ns in frByNs) out[ns] = frByNs[ns];
  // The rental resources' field labels follow the rental wording: French by default.
  out.resources = {
    ...enApp.resources,
    fleet: frApp.resources.fleet,
    reservations: frApp.resources.reservations,
  };
  return out as TranslationMessages;
}

export const catalogs: Record<LocaleCode, TranslationMessages> = { default: mixed(), en, fr };
export { enApp, frApp };
