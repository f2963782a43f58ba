import type { LocaleCode } from './catalogs';

/**
 * react-admin's store keeps the chosen locale in localStorage ('RaStore.locale'); the public pages
 * (login, scanner, invoices) read the same key so the choice holds everywhere.
 */
export const LOCALE_STORAGE_KEY = 'RaStore.locale';

export function storedLocale(): LocaleCode {
  try {
    const raw = localStorage.getItem(LOCALE_STORAGE_KEY);
    const value = raw ? JSON.parse(raw) : null;
    return value === 'en' || value === 'fr' ? value : 'default';
  } catch {
    return 'default';
  }
}

export function storeLocale(locale: LocaleCode) {
  localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(locale));
}
