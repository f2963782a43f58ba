export type LocaleCode = 'default' | 'en' | 'fr';

export const LOCALES: Array<{ locale: LocaleCode; name: string }> = [
  { locale: 'default', name: 'English · Français' },
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  value === 'default' || value === 'en' || value === 'fr';

/**
 * Namespaces whose wording SPEC gives in French (rental, bank transfers, invoices); in the default
 * locale they stay French while everything else is English, exactly as SPEC words each screen.
 */
export const FRENCH_BY_DEFAULT = ['rental', 'bankTransfers', 'invoices'] as const;

/**
 * The same for react-admin's `resources.<name>` entries (field labels, resource names). The journal
 * is among them: it is the money's record in TND, and its entries show in the rental screens (a
 * reservation's History), whose labels it shares.
 */
export const FRENCH_RESOURCES_BY_DEFAULT = [
  'fleet',
  'reservations',
  'payments',
  'journal',
  'bank-transfers',
] as const;
