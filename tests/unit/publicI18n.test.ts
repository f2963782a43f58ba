import { describe, expect, it } from 'vitest';
import Polyglot from 'node-polyglot';
import { catalogs, FRENCH_BY_DEFAULT, LOCALES, type LocaleCode } from '../../src/i18n/catalogs';
import { FRENCH_BY_DEFAULT_PUBLIC, PUBLIC_LOCALES } from '../../src/i18n/publicLocales';
import {
  langOf,
  loadPublicNamespaces,
  namespaceOf,
  namespacesReady,
  PUBLIC_NAMESPACES,
  publicPhrase,
} from '../../src/i18n/publicCatalog';
import { createTranslate } from '../../src/i18n/publicTranslate';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PUBLIC_ROOTS = [
  'app',
  'menu',
  'login',
  'forgotPassword',
  'resetPassword',
  'validation',
  'scanner',
  'invoices',
  'rental',
];
const OPTIONS = [
  undefined,
  {},
  { smart_count: 0 },
  { smart_count: 1 },
  { smart_count: 2, name: 'Ali' },
  5,
  { _: 'x %{y}', y: 1 },
];

describe('public i18n', () => {
  it('offers the same locales and default mix as the dashboard', () => {
    expect(PUBLIC_LOCALES).toEqual(LOCALES);
    expect([...FRENCH_BY_DEFAULT_PUBLIC]).toEqual([...FRENCH_BY_DEFAULT]);
  });

  it('sorts keys into namespaces and languages', () => {
    expect(namespaceOf('login.submit')).toBe('common');
    expect(namespaceOf('scanner.login.submit')).toBe('scanner');
    expect(namespaceOf('invoices.common.print')).toBe('invoices');
    expect(namespaceOf('rental.status.active')).toBe('rental');
    expect(namespaceOf('nodots')).toBe('common');
    expect(langOf('default', 'scanner')).toBe('en');
    expect(langOf('default', 'invoices')).toBe('fr');
    expect(langOf('fr', 'common')).toBe('fr');
    expect(langOf('en', 'rental')).toBe('en');
  });

  it('loads, and translates every public key exactly as polyglot over the full catalog', async () => {
    for (const locale of ['default', 'en', 'fr'] as LocaleCode[]) {
      await loadPublicNamespaces(locale, PUBLIC_NAMESPACES);
      expect(namespacesReady(locale, PUBLIC_NAMESPACES)).toBe(true);
      const full = catalogs[locale] as Record<string, unknown>;
      const polyglot = new Polyglot({ phrases: full, locale: locale === 'fr' ? 'fr' : 'en', warn: () => {} });
      const translate = createTranslate((k) => publicPhrase(locale, k), locale === 'fr' ? 'fr' : 'en');
      const publicKeys = PUBLIC_ROOTS.flatMap((root) => keys(full[root], root));
      expect(publicKeys.length).toBeGreaterThan(100);
      for (const key of [...publicKeys, 'missing.key', 'scanner.nope'])
        for (const options of OPTIONS)
          expect(translate(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(
            polyglot.t(key, options),
          );
    }
  });
});
