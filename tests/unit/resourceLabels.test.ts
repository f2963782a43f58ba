import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { app as enApp } from '../../src/i18n/en';
import { app as frApp } from '../../src/i18n/fr';

/** Every resource of the dashboard: react-admin labels its fields from `resources.<name>.fields`. */
const RESOURCES = [
  'events',
  'tickets',
  'security-agents',
  'fleet',
  'reservations',
  'users',
  'transactions',
  'bank-transfers',
  'payments',
  'journal',
  'subscriptions',
];

type Tree = Record<string, unknown>;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const lookup = (catalog: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), catalog);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = join(__dirname, '../..');
const screens = ['src/resources', 'src/customRoutes'].flatMap((dir) => sourceFiles(join(root, dir)));

describe('field labels come from resources.<name>.fields', () => {
  it('every resource has field labels, with the same keys in English and French', () => {
    const en = enApp.resources as Tree;
    const fr = frApp.resources as Tree;
    for (const name of RESOURCES) {
      const enFields = lookup(en, `${name}.fields`);
      expect(keys(enFields).length, name).toBeGreaterThan(0);
      expect(keys(lookup(fr, `${name}.fields`)).sort(), name).toEqual(keys(enFields).sort());
      for (const key of keys(enFields)) {
        expect(typeof lookup(en, `${name}.fields.${key}`), `${name}.${key}`).toBe('string');
        expect(typeof lookup(fr, `${name}.fields.${key}`), `${name}.${key}`).toBe('string');
      }
    }
  });

  it('no screen passes literal text as a label: a written label is an i18n key of both catalogs', () => {
    const literals: string[] = [];
    for (const file of screens) {
      const text = readFileSync(file, 'utf8');
      // `label="..."` or `label={'...'}` as a JSX attribute (not aria-label, not an object's `label:`).
      for (const match of text.matchAll(/(?<![\w-])label=(?:"([^"]*)"|\{'([^']*)'\})/g)) {
        const value = match[1] ?? match[2];
        if (value === '') continue; // no label at all (an actions column)
        const known = typeof lookup(enApp, value) === 'string' && typeof lookup(frApp, value) === 'string';
        if (!known) literals.push(`${relative(root, file)}: label="${value}"`);
      }
    }
    expect(literals).toEqual([]);
  });

  it('finds the literal labels it is meant to refuse', () => {
    const sample = '<TextInput source="mark" label="Make" /> <Col label="rental.reservations.car" />';
    const found = [...sample.matchAll(/(?<![\w-])label=(?:"([^"]*)"|\{'([^']*)'\})/g)].map((m) => m[1]);
    expect(found).toEqual(['Make', 'rental.reservations.car']);
    expect(lookup(enApp, 'Make')).toBeUndefined();
    expect(typeof lookup(enApp, 'rental.reservations.car')).toBe('string');
  });
});
