import { useLocaleState } from 'ra-core';
import { enUS as enDays } from 'date-fns/locale/en-US';
import { fr as frDays } from 'date-fns/locale/fr';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { isLocaleCode } from '../i18n/locales';

const TEXTS = {
  en: { adapterLocale: enDays, localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
  fr: { adapterLocale: frDays, localeText: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
};

/**
 * The language of the MUI X pickers on a screen: its calendar (date-fns locale) and its own words
 * ('Choisir une date', 'Annuler', 'OK', the field's placeholders), for LocalizationProvider.
 * English or Français as chosen; in the default locale, the screen's own language
 * (`frenchByDefault`: the rental and bank-transfer screens, src/i18n/locales.ts).
 */
export function usePickerLocale(frenchByDefault: boolean) {
  const [stored] = useLocaleState();
  const locale = isLocaleCode(stored) ? stored : 'default';
  const language = locale === 'default' ? (frenchByDefault ? 'fr' : 'en') : locale;
  return { language, ...TEXTS[language] } as const;
}
