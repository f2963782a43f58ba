import { describe, expect, it } from 'vitest';
import { app as enApp, en } from '../../src/i18n/en';
import { app as frApp, fr } from '../../src/i18n/fr';
import { catalogFor } from '../../src/i18n/catalog';
import { loadCatalog } from '../../src/i18n/loadCatalog';
import { FRENCH_BY_DEFAULT, FRENCH_RESOURCES_BY_DEFAULT } from '../../src/i18n/locales';

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
    const def = catalogFor('default', en, fr) as Record<string, Record<string, unknown>>;
    expect(def.login.submit).toBe('Sign In');
    expect(def.ra.action).toEqual(en.ra.action);
    for (const ns of FRENCH_BY_DEFAULT) expect(def[ns]).toEqual((frApp as Record<string, unknown>)[ns]);
    expect(def.events).toEqual(enApp.events);
  });

  it('the default catalog mixes per resource: fleet, reservations, payments, journal and bank transfers in French', () => {
    const enWith = { ...en, resources: { events: { name: 'Event' }, fleet: { name: 'Fleet' } } };
    const frWith = { ...fr, resources: { events: { name: 'Événement' }, fleet: { name: 'Flotte' } } };
    const def = catalogFor('default', enWith, frWith) as unknown as {
      resources: Record<string, { name: string }>;
    };
    expect(def.resources.events.name).toBe('Event');
    expect(def.resources.fleet.name).toBe('Flotte');
    expect(FRENCH_RESOURCES_BY_DEFAULT).toEqual([
      'fleet',
      'reservations',
      'payments',
      'journal',
      'bank-transfers',
    ]);
  });
});

describe('catalogs loaded on demand', () => {
  it('the default locale is the mixed catalog, from the English and French parts it shows', async () => {
    expect(await loadCatalog('default')).toEqual(catalogFor('default', en, fr));
  });

  it('the default locale does not load the English of the areas it shows in French', async () => {
    const { englishByDefault } = await import('../../src/i18n/en/englishByDefault');
    for (const ns of FRENCH_BY_DEFAULT) expect(englishByDefault).not.toHaveProperty(ns);
  });

  it("the dashboard's first page's part is the default catalog without the other areas' texts", async () => {
    const first = (await loadCatalog('default', 'firstScreen')) as Record<string, unknown>;
    const whole = (await loadCatalog('default')) as Record<string, Record<string, unknown>>;
    for (const [ns, texts] of Object.entries(first))
      if (ns !== 'rental') expect(texts, ns).toEqual(whole[ns]);
    // Of the rental screens, only the menu's entries.
    expect(first.rental).toEqual({ menu: whole.rental.menu });
    for (const ns of ['security', 'business', 'statements', 'gates', 'bankTransfers', 'invoices'])
      expect(first).not.toHaveProperty(ns);
  });

  it('English and French load as the full catalogs', async () => {
    expect(await loadCatalog('en')).toEqual(en);
    expect(await loadCatalog('fr')).toEqual(fr);
  });
});
