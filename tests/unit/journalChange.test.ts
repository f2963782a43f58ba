import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { describeChange, journalActor, journalRecordName } from '../../src/lib/journalChange';
import { JOURNAL_ACTIONS, JOURNAL_ENTITIES } from '../../src/contract/journal';
import { journalActionKey } from '../../src/lib/journalChange';

const translator = (messages: typeof fr) => {
  const provider = polyglotI18nProvider(() => messages, 'x');
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};
const tFr = translator(fr);
const tEn = translator(en);
// The TND formatter's group separator is a narrow no-break space.
const nb = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('describeChange', () => {
  it('names fields in French, translates statuses and formats money as TND', () => {
    expect(
      describeChange(
        {
          entity: 'reservation',
          before: { status: 'pending', name: 'Amira' },
          after: { status: 'confirmed' },
        },
        tFr,
      ),
    ).toBe('Statut : En attente → Confirmée');
    expect(
      nb(
        describeChange(
          {
            entity: 'reservation',
            before: { paymentStatus: 'pending', paymentMethod: 'cash', name: 'Amira' },
            after: { paymentStatus: 'paid', paymentMethod: 'cash', amount: '297.000', paymentId: 'x' },
          },
          tFr,
        ),
      ),
    ).toBe('Paiement : En attente → Payé · Montant : 297,000 TND');
    expect(
      nb(
        describeChange(
          {
            entity: 'balance',
            before: { balance: '24849.500', name: 'A' },
            after: { balance: '24949.500', amount: '100.000', description: 'Prime' },
          },
          tFr,
        ),
      ),
    ).toBe('Solde : 24 849,500 TND → 24 949,500 TND · Montant : 100,000 TND · “Prime”');
  });

  it('shows booleans as words, and a created record by its fields once', () => {
    expect(
      describeChange(
        { entity: 'security-agent', before: { isActive: true }, after: { isActive: false } },
        tFr,
      ),
    ).toBe('Actif : Oui → Non');
    expect(
      describeChange(
        { entity: 'security-agent', before: { isActive: true }, after: { isActive: false } },
        tEn,
      ),
    ).toBe('Active: Yes → No');
    expect(
      describeChange(
        { entity: 'car', before: { availability: 'available' }, after: { availability: 'maintenance' } },
        tFr,
      ),
    ).toBe('Disponibilité : Disponible → Maintenance');
    expect(
      describeChange(
        {
          entity: 'reservation',
          before: { name: 'Amira', documents: [] },
          after: { documents: ['driverLicenseFront', 'cinRecto'] },
        },
        tFr,
      ),
    ).toBe('Documents : — → Permis (recto), CIN recto');
    expect(
      describeChange(
        { entity: 'ticket', before: null, after: { result: 'accepted', message: 'Admitted', eventId: 'e' } },
        tFr,
      ),
    ).toBe('Résultat : Admis');
    expect(
      describeChange({ entity: 'price-tier', before: { price: '40.00' }, after: { price: '45.00' } }, tEn),
    ).toBe('Price: $40.00 → $45.00');
  });

  it("leaves out the server's wording of an opening balance", () => {
    const line = describeChange(
      {
        action: 'balance.opening',
        entity: 'balance',
        before: { balance: '0.000', name: 'A' },
        after: { balance: '5.000', description: 'Opening balance of the demo data' },
      },
      tFr,
    );
    expect(nb(line)).toBe('Solde : 0,000 TND → 5,000 TND');
  });
});

describe('journalRecordName', () => {
  it('names a ticket by its full id, a car by make, model and plate, others by name or full id', () => {
    expect(
      journalRecordName({
        entity: 'ticket',
        entityId: 'TK-2FAFMDAT9X',
        before: null,
        after: { name: 'A B' },
      }),
    ).toBe('TK-2FAFMDAT9X');
    expect(
      journalRecordName({
        entity: 'car',
        entityId: 'c1',
        before: { mark: 'Renault', model: 'Clio', licensePlate: '200 TU 1' },
        after: null,
      }),
    ).toBe('Renault Clio · 200 TU 1');
    expect(
      journalRecordName({ entity: 'reservation', entityId: 'abc', before: { name: 'Amira' }, after: null }),
    ).toBe('Amira');
    expect(
      journalRecordName({ entity: 'event', entityId: '0123456789abcdef01234567', before: null, after: null }),
    ).toBe('0123456789abcdef01234567');
  });
});

describe('journalActor', () => {
  it("names the server's own entries in the reader's language, and people as written", () => {
    expect(journalActor('system', tFr)).toBe('système');
    expect(journalActor('system', tEn)).toBe('system');
    expect(journalActor('Gate A', tFr)).toBe('Gate A');
  });
});

describe('the journal catalogs', () => {
  it('label every action and record kind of the contract in English and French', () => {
    for (const t of [tEn, tFr]) {
      for (const a of JOURNAL_ACTIONS) expect(t(journalActionKey(a))).not.toBe(journalActionKey(a));
      for (const e of JOURNAL_ENTITIES)
        expect(t(`resources.journal.entities.${e}`)).not.toBe(`resources.journal.entities.${e}`);
    }
  });
});
