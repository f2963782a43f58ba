import type { LocaleCode } from './catalogs';

export type { LocaleCode };

/**
 * The language choices, as the dashboard's menu lists them (src/i18n/catalogs.ts), kept here so the
 * public pages do not load the dashboard's catalogs (tests/unit/publicI18n.test.ts keeps both equal).
 */
export const PUBLIC_LOCALES: Array<{ locale: LocaleCode; name: string }> = [
  { locale: 'default', name: 'English · Français' },
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** Namespaces shown in French in the default locale (same list as catalogs.ts FRENCH_BY_DEFAULT). */
export const FRENCH_BY_DEFAULT_PUBLIC: readonly string[] = ['rental', 'bankTransfers', 'invoices'];
