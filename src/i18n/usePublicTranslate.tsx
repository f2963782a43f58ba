import { useLocaleState, useTranslate, type TranslateFunction } from 'ra-core';
import type { LocaleCode } from './locales';

export { PublicI18nProvider } from './PublicI18nProvider';

interface PublicI18n {
  translate: TranslateFunction;
  locale: LocaleCode;
  setLocale: (locale: LocaleCode) => void;
}

/**
 * The scanner's way to reach react-admin's `useTranslate` and `useLocaleState` (its call sites
 * are converted separately); every other page uses those hooks directly.
 */
export function usePublicI18n(): PublicI18n {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return { translate, locale: locale as LocaleCode, setLocale };
}
