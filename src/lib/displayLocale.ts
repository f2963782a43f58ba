/**
 * The language the pages are shown in ('default', 'en' or 'fr'), for the formatters that depend on
 * it (event dates: en-US as SPEC words them, French when the user chose Français). The i18n
 * provider sets it (src/i18n/createI18nProvider.ts) when it starts and whenever the language
 * changes; react-admin then renders every page again, so formatters read it during render.
 */
export type DisplayLocale = 'default' | 'en' | 'fr';

let current: DisplayLocale = 'default';

export const displayLocale = (): DisplayLocale => current;

export function setDisplayLocale(locale: DisplayLocale): void {
  current = locale;
}
