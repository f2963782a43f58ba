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

/** Each table is rooted like the full catalog: `common` spreads at the top, others under their name. */
const LOADERS: Record<`${Lang}:${PublicNamespace}`, () => Promise<Table>> = {
  'en:common': () => import('./en/common').then((m) => m.common),
  'en:scanner': () => import('./en/scanner').then((m) => ({ scanner: m.scanner })),
  'en:rental': () => import('./en/rental').then((m) => ({ rental: m.rental })),
  'en:invoices': () =>
    Promise.all([import('./en/invoices'), import('./en/invoicesBusiness'), import('./en/invoicesRental')]).then(
      ([c, b, r]) => ({
        invoices: {
          common: c.invoicesCommon,
          subscription: b.invoicesSubscription,
          transfer: b.invoicesTransfer,
          reservation: r.invoicesReservation,
        },
      }),
    ),
  'fr:common': () => import('./fr/common').then((m) => m.common),
  'fr:scanner': () => import('./fr/scanner').then((m) => ({ scanner: m.scanner })),
  'fr:rental': () => import('./fr/rental').then((m) => ({ rental: m.rental })),
  'fr:invoices': () =>
    Promise.all([import('./fr/invoices'), import('./fr/invoicesBusiness'), import('./fr/invoicesRental')]).then(
      ([c, b, r]) => ({
        invoices: {
          common: c.invoicesCommon,
          subscription: b.invoicesSubscription,
          transfer: b.invoicesTransfer,
          reservation: r.invoicesReservation,
        },
      }),
    ),
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
      (table) => void tables.set(id, table),
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
