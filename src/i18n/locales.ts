export type LocaleCode = 'default' | 'en' | 'fr';

export const LOCALES: Array<{ locale: LocaleCode; name: string }> = [
  { locale: 'default', name: 'English · Français' },
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * Namespaces whose wording SPEC gives in French (rental, bank transfers, invoices); in the default
 * locale they stay French while everything else is English, exactly as SPEC words each screen.
 */
export const FRENCH_BY_DEFAULT = ['rental', 'bankTransfers', 'invoices'] as const;
