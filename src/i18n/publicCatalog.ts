import type { LocaleCode } from './publicLocales';
import { FRENCH_BY_DEFAULT_PUBLIC } from './publicLocales';
import { pathValue } from './publicTranslate';

/**
 * The catalogs of the public pages (sign-in, scanner, invoices), loaded per namespace and per
 * language on demand: a page fetches only what it shows, in the language it shows it in (a few KB),
 * instead of both languages of every dashboard area plus react-admin's own messages. The texts
 * are the dashboard's files (./en/*, ./fr/*), so both always say the same.
 */
export type PublicNamespace = 'common' | 'scanner' | 'invoices' | 'rental';
export type Lang = 'en' | 'fr';

export const PUBLIC_NAMESPACES: readonly PublicNamespace[] = ['common', 'scanner', 'invoices', 'rental'];

type Table = Record<string, unknown>;

/**
 * Each table is rooted like the full catalog: `common` spreads at the top, others under their name.
 * One small module per language and namespace (./public/{lang}.{namespace}.ts), so the server can
 * announce the right file in the HTML (server/http/routePreloads.ts).
 */
const LOADERS: Record<`${Lang}:${PublicNamespace}`, () => Promise<{ table: Table }>> = {
  'en:common': () => import('./public/en.common'),
  'en:scanner': () => import('./public/en.scanner'),
  'en:rental': () => import('./public/en.rental'),
  'en:invoices': () => import('./public/en.invoices'),
  'fr:common': () => import('./public/fr.common'),
  'fr:scanner': () => import('./public/fr.scanner'),
  'fr:rental': () => import('./public/fr.rental'),
  'fr:invoices': () => import('./public/fr.invoices'),
};

const tables = new Map<string, Table>();
const loading = new Map<string, Promise<void>>();
const batches = new Map<string, Promise<void>>();

/** The namespace a key belongs to: its first segment, the shell texts ('login.*', 'app.*', ...) otherwise. */
export function namespaceOf(key: string): PublicNamespace {
  const head = key.slice(0, key.indexOf('.') >>> 0);
  return head === 'scanner' || head === 'invoices' || head === 'rental' ? head : 'common';
}

/** Which language a namespace is shown in: the default locale mixes them as SPEC words each screen. */
export function langOf(locale: LocaleCode, ns: PublicNamespace): Lang {
  if (locale === 'en' || locale === 'fr') return locale;
  return FRENCH_BY_DEFAULT_PUBLIC.includes(ns) ? 'fr' : 'en';
}

function loadTable(lang: Lang, ns: PublicNamespace): Promise<void> {
  const id = `${lang}:${ns}` as const;
  let p = loading.get(id);
  if (!p) {
    p = LOADERS[id]().then(
      (m) => void tables.set(id, m.table),
      (error: unknown) => {
        loading.delete(id); // a failed download (network) is tried again next time
        throw error;
      },
    );
    loading.set(id, p);
  }
  return p;
}

export function namespacesReady(locale: LocaleCode, namespaces: readonly PublicNamespace[]): boolean {
  return namespaces.every((ns) => tables.has(`${langOf(locale, ns)}:${ns}`));
}

/**
 * Loads the namespaces for a locale. The same promise comes back for the same request while it is
 * pending, so React's `use()` can suspend on it.
 */
export function loadPublicNamespaces(
  locale: LocaleCode,
  namespaces: readonly PublicNamespace[],
): Promise<void> {
  if (namespacesReady(locale, namespaces)) return Promise.resolve();
  const id = `${locale}|${[...namespaces].sort().join(',')}`;
  let p = batches.get(id);
  if (!p) {
    p = Promise.all(namespaces.map((ns) => loadTable(langOf(locale, ns), ns))).then(
      () => void batches.delete(id),
      (error: unknown) => {
        batches.delete(id);
        throw error;
      },
    );
    batches.set(id, p);
  }
  return p;
}

/** The phrase of a key in a locale, or undefined when missing or not loaded yet. */
export function publicPhrase(locale: LocaleCode, key: string): unknown {
  const ns = namespaceOf(key);
  const table = tables.get(`${langOf(locale, ns)}:${ns}`);
  return table ? pathValue(table, key) : undefined;
}
