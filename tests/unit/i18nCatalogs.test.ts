import { describe, expect, it } from 'vitest';
import { enApp, frApp, catalogs } from '../../src/i18n/catalogs';
import { loadCatalog } from '../../src/i18n/loadCatalog';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n catalogs', () => {
  it('en and fr have exactly the same keys', () => {
    expect(keys(frApp).sort()).toEqual(keys(enApp).sort());
  });

  it('no translation is empty', () => {
    for (const catalog of [enApp, frApp]) {
      for (const key of keys(catalog)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalog);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it('the default catalog uses SPEC wording: English shell with French rental, bank transfers and invoices', () => {
    const def = catalogs.default as Record<string, unknown>;
    expect((def.login as Record<string, string>).submit).toBe('Sign In');
    for (const ns of ['rental', 'bankTransfers', 'invoices'] as const) {
      if (ns in frApp) expect(def[ns]).toEqual((frApp as Record<string, unknown>)[ns]);
    }
  });
});

describe('catalogs loaded on demand by the dashboard', () => {
  it('the default locale, assembled from its namespaces, equals the mixed catalog', async () => {
    expect(await loadCatalog('default')).toEqual(catalogs.default);
  });

  it('English and French load as the full catalogs', async () => {
    expect(await loadCatalog('en')).toEqual(catalogs.en);
    expect(await loadCatalog('fr')).toEqual(catalogs.fr);
  });
});
