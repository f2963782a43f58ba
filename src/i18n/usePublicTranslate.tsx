import { createContext, use, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LocaleCode } from './publicLocales';
import { storeLocale, storedLocale } from './storedLocale';
import { createTranslate, type Translate } from './publicTranslate';
import {
  loadPublicNamespaces,
  namespacesReady,
  PUBLIC_NAMESPACES,
  publicPhrase,
  type PublicNamespace,
} from './publicCatalog';

export type { PublicNamespace };

interface PublicI18n {
  translate: Translate;
  locale: LocaleCode;
  setLocale: (locale: LocaleCode) => void;
}

const Ctx = createContext<PublicI18n | null>(null);

/** Namespaces asked for so far: a change of language loads them all before switching. */
const requested = new Set<PublicNamespace>();

/**
 * Translations for pages outside the dashboard (sign-in, scanner, invoices): the same texts and
 * stored locale as react-admin's i18nProvider, without react-admin, polyglot or the dashboard's
 * catalogs. Each page names the namespaces it shows (`<PublicNamespaces>` or
 * `usePublicNamespaces`), fetched for the current language only.
 *
 * `namespaces` (default: every public namespace) are loaded before the children render; the app
 * passes `[]` and lets each route ask for its own.
 */
export function PublicI18nProvider({
  children,
  namespaces = PUBLIC_NAMESPACES,
}: {
  children: ReactNode;
  namespaces?: readonly PublicNamespace[];
}) {
  const [locale, setLocaleState] = useState<LocaleCode>(storedLocale);
  const value = useMemo<PublicI18n>(
    () => ({
      locale,
      translate: createTranslate((key) => publicPhrase(locale, key), locale === 'fr' ? 'fr' : 'en'),
      setLocale: (next) => {
        storeLocale(next);
        // The page keeps its current language until the new one's texts have arrived.
        loadPublicNamespaces(next, [...requested]).then(
          () => setLocaleState(next),
          (error: unknown) => console.error('Failed to load translations', error),
        );
      },
    }),
    [locale],
  );
  return (
    <Ctx.Provider value={value}>
      <Needs namespaces={namespaces} locale={locale}>
        {children}
      </Needs>
    </Ctx.Provider>
  );
}

function Needs({
  namespaces,
  locale,
  children,
}: {
  namespaces: readonly PublicNamespace[];
  locale: LocaleCode;
  children: ReactNode;
}) {
  useNamespacesFor(locale, namespaces);
  return children;
}

function useNamespacesFor(locale: LocaleCode, namespaces: readonly PublicNamespace[]) {
  for (const ns of namespaces) requested.add(ns);
  // Suspends (nearest <Suspense>) until the texts are there; nothing renders with raw keys.
  if (!namespacesReady(locale, namespaces)) use(loadPublicNamespaces(locale, namespaces));
}

/** Makes sure the namespaces a page shows are loaded for the current language (suspends meanwhile). */
export function usePublicNamespaces(namespaces: readonly PublicNamespace[]) {
  useNamespacesFor(usePublicI18n().locale, namespaces);
}

/** Route wrapper: the page renders once its namespaces are there. */
export function PublicNamespaces({ ns, children }: { ns: readonly PublicNamespace[]; children: ReactNode }) {
  usePublicNamespaces(ns);
  return children;
}

/**
 * Starts fetching a page's texts (in the stored language) together with its code, so neither waits
 * for the other: `lazy(() => withNamespaces(['scanner'], () => import('./Page')))`.
 */
export function withNamespaces<T>(
  namespaces: readonly PublicNamespace[],
  load: () => Promise<T>,
): Promise<T> {
  const texts = loadPublicNamespaces(storedLocale(), namespaces).catch(() => undefined);
  return Promise.all([load(), texts]).then(([module]) => module);
}

export function usePublicI18n(): PublicI18n {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('usePublicI18n must be used inside PublicI18nProvider');
  return ctx;
}
