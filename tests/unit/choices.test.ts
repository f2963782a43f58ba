import { describe, expect, it } from 'vitest';
import { i18nChoices } from '../../src/lib/choices';
import { RESERVATION_STATUSES } from '../../src/contract/rental';
import { fr } from '../../src/i18n/fr';

describe('i18nChoices', () => {
  it('keeps the values in order and names each by its i18n key', () => {
    expect(i18nChoices(['available', 'rented'], 'rental.availability')).toEqual([
      { id: 'available', name: 'rental.availability.available' },
      { id: 'rented', name: 'rental.availability.rented' },
    ]);
    expect(i18nChoices([], 'rental.status')).toEqual([]);
  });

  it('names keys the catalogs hold (SPEC §4 reservation statuses in French)', () => {
    const lookup = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fr);
    expect(i18nChoices(RESERVATION_STATUSES, 'rental.status').map((c) => lookup(c.name))).toEqual([
      'En attente',
      'Confirmée',
      'Active',
      'Terminée',
      'Annulée',
    ]);
  });
});
