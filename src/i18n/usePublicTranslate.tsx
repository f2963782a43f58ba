import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import Polyglot from 'node-polyglot';
import { catalogs, type LocaleCode } from './catalogs';
import { storeLocale, storedLocale } from './storedLocale';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface PublicI18n {
  translate: Translate;
  locale: LocaleCode;
  setLocale: (locale: LocaleCode) => void;
}

const Ctx = createContext<PublicI18n | null>(null);

/**
 * Translations for pages outside the dashboard (sign-in, scanner, invoices): the same catalogs and
 * stored locale as react-admin's i18nProvider, without loading react-admin on those pages.
 */
export function PublicI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<LocaleCode>(storedLocale);
  const value = useMemo<PublicI18n>(() => {
    const polyglot = new Polyglot({
      phrases: catalogs[locale] as Record<string, unknown>,
      locale: locale === 'fr' ? 'fr' : 'en',
    });
    return {
      locale,
      translate: (key, options) => polyglot.t(key, options),
      setLocale: (next) => {
        storeLocale(next);
        setLocaleState(next);
      },
    };
  }, [locale]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function usePublicI18n(): PublicI18n {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('usePublicI18n must be used inside PublicI18nProvider');
  return ctx;
}
