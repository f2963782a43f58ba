import { describe, expect, it } from 'vitest';
import { filterScannerTickets } from '../../src/lib/scannerSearch';
import { createScannerSearch, type SearchRows } from '../../src/lib/scannerSearchIndex';

type T = { ticketId: string; customerInfo: { firstName: string; lastName: string; phoneNumber: string } };
const t = (ticketId: string, firstName: string, lastName: string, phoneNumber: string): T => ({
  ticketId,
  customerInfo: { firstName, lastName, phoneNumber },
});

const tickets: T[] = [
  t('TK-AAA111', 'Amira', 'Trabelsi', '22345678'),
  t('TK-BBB222', 'Youssef', 'Ben Ali', '98765432'),
  t('TK-CCC333', 'Ines', 'Gharbi', '+216 55 123 456'),
  t('TK-DDD444', 'Ahmed', 'Amri', '22 111 333'),
  t('TK-ΣΑΣ555', 'ΟΔΥΣΣΕΑΣ', 'Παπας', '70000000'),
  t('TK-EEE666', 'amira', 'TRABELSI', '12345'),
];

const pick = (rows: SearchRows) => (rows ? Array.from(rows, (i) => tickets[i]) : tickets);

describe('scanner search index (SPEC §5, fast path)', () => {
  it('finds a full name (first and last name together)', () => {
    const search = createScannerSearch(tickets);
    expect(pick(search('youssef ben ali')).map((x) => x.ticketId)).toEqual(['TK-BBB222']);
    expect(pick(search('amira trab')).map((x) => x.ticketId)).toEqual(['TK-AAA111', 'TK-EEE666']);
  });

  it('empty query keeps every ticket', () => {
    expect(createScannerSearch(tickets)('')).toBeNull();
  });

  it('gives exactly the matches of matchesScannerSearch, typing and erasing in any order', () => {
    const search = createScannerSearch(tickets);
    const queries = [
      'a',
      'am',
      'ami',
      'amir',
      'amira',
      'amir',
      'ami',
      'am',
      'a',
      '',
      'T',
      'TR',
      'tra',
      'TRAB',
      'tk-',
      'TK-C',
      'tk-c3',
      '22',
      '223',
      '22 1',
      '+216',
      'AMRI',
      'ben a',
      'i',
      'zz',
      'ΣΑΣ',
      'σας',
      'ΟΔΥΣ',
      'οδυσσεας',
      'Σ',
      'ς',
      '5',
      '55',
      '555',
    ];
    for (const q of queries) expect(pick(search(q)), q).toEqual(filterScannerTickets(tickets, q));
    // Again, now answered from the cache or narrowed from other results.
    for (const q of [...queries].reverse())
      expect(pick(search(q)), q).toEqual(filterScannerTickets(tickets, q));
  });

  it('matches the phone as typed (case-sensitive) and names/ids case-insensitively', () => {
    const search = createScannerSearch([t('TK-X1', 'Sami', 'Kef', 'ABC-12')]);
    expect(search('abc')).toHaveLength(0);
    expect(search('ABC')).toHaveLength(1);
    expect(search('SAMI')).toHaveLength(1);
    expect(search('tk-x')).toHaveLength(1);
  });

  it('a query never matches across two fields', () => {
    const search = createScannerSearch([t('TK-1', 'Ali', 'Ben', '1')]);
    expect(search('liben')).toHaveLength(0);
    expect(search('li\u0000be')).toHaveLength(0);
  });

  it('keeps the order of the list and handles 50,000 tickets', () => {
    const many = Array.from({ length: 50_000 }, (_, i) =>
      t(`TK-${String(i).padStart(6, '0')}`, `First${i}`, `Last${i % 97}`, `2${String(i).padStart(7, '0')}`),
    );
    const search = createScannerSearch(many);
    for (const q of ['1', '12', '123', '1234', '123', '12', 'last9', 'last96', 'TK-0499']) {
      const rows = search(q);
      const expected = filterScannerTickets(many, q);
      expect(rows ? rows.length : many.length, q).toBe(expected.length);
      expect(rows ? Array.from(rows.slice(0, 20), (i) => many[i]) : [], q).toEqual(expected.slice(0, 20));
    }
  });
});
