import { isLocaleCode, type LocaleCode } from './locales';
import { store } from '../store';

/** The language to start in: the one kept in react-admin's store (chosen on any page), else 'default'. */
export function storedLocale(): LocaleCode {
  const stored: unknown = store.getItem('locale');
  return isLocaleCode(stored) ? stored : 'default';
}
