import { describe, expect, it } from 'vitest';
import {
  filterScannerTickets,
  scanCodeOf,
  shouldSubmitCode,
  ticketRefFromCode,
} from '../../src/lib/scannerSearch';

const t = (
  ticketId: string,
  firstName: string,
  lastName: string,
  phoneNumber: string,
  isScanned = false,
) => ({
  ticketId,
  customerInfo: { firstName, lastName, phoneNumber },
  isScanned,
});
const tickets = [
  t('TK-ABC123', 'Amira', 'Ben Salah', '22123456'),
  t('TK-XYZ789', 'Yassine', 'Trabelsi', '98abCD12', true),
];

describe('scanner search (SPEC §5)', () => {
  it('is case-insensitive on first name, last name and ticketId', () => {
    expect(filterScannerTickets(tickets, 'amira').map((x) => x.ticketId)).toEqual(['TK-ABC123']);
    expect(filterScannerTickets(tickets, 'TRABELSI').map((x) => x.ticketId)).toEqual(['TK-XYZ789']);
    expect(filterScannerTickets(tickets, 'tk-xyz').map((x) => x.ticketId)).toEqual(['TK-XYZ789']);
    expect(filterScannerTickets(tickets, 'ben sal')).toHaveLength(1);
  });

  it('matches the phone as typed: case-sensitive substring', () => {
    expect(filterScannerTickets(tickets, '2345').map((x) => x.ticketId)).toEqual(['TK-ABC123']);
    expect(filterScannerTickets(tickets, 'abCD').map((x) => x.ticketId)).toEqual(['TK-XYZ789']);
    expect(filterScannerTickets(tickets, 'ABCD')).toEqual([]);
    expect(filterScannerTickets(tickets, 'abcd')).toEqual([]);
  });

  it('an empty query keeps everything', () => {
    expect(filterScannerTickets(tickets, '')).toBe(tickets);
  });

  it('finds a full name as the dashboard search does', () => {
    const list = [...tickets, t('TK-WALK01', 'Walk', 'Tester', '55000000')];
    expect(filterScannerTickets(list, 'walk tester').map((x) => x.ticketId)).toEqual(['TK-WALK01']);
    expect(filterScannerTickets(list, 'Amira Ben').map((x) => x.ticketId)).toEqual(['TK-ABC123']);
    expect(filterScannerTickets(list, 'walk trabelsi')).toEqual([]);
  });

  // How fast it is at this size is measured by `npm run bench` (scanner search, 20,000 tickets).
  it('filters 20,000 tickets', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      t(`TK-${i}`, `First${i}`, `Last${i}`, `2${String(i).padStart(7, '0')}`),
    );
    expect(filterScannerTickets(many, 'first1999')).toHaveLength(11);
  });
});

describe('camera codes', () => {
  it('reads the ticketId from a bare code or from a URL', () => {
    expect(ticketRefFromCode(' TK-ABC123 ')).toBe('TK-ABC123');
    expect(ticketRefFromCode('https://x.tn/dashboard/tickets/TK-ABC123?x=1')).toBe('TK-ABC123');
  });

  it('does not resubmit the same code within 3 seconds', () => {
    expect(shouldSubmitCode(null, 'A', 0)).toBe(true);
    expect(shouldSubmitCode({ code: 'A', at: 1000 }, 'A', 3999)).toBe(false);
    expect(shouldSubmitCode({ code: 'A', at: 1000 }, 'A', 4000)).toBe(true);
    expect(shouldSubmitCode({ code: 'A', at: 1000 }, 'B', 1001)).toBe(true);
  });
});

describe('mergeTickets', () => {
  it('replaces changed tickets in place and puts new ones first', async () => {
    const { mergeTickets } = await import('../../src/lib/mergeTickets');
    const a = { _id: 'a', v: 1 };
    const b = { _id: 'b', v: 1 };
    const list = [a, b];
    expect(mergeTickets(list, [])).toBe(list);
    expect(
      mergeTickets(list, [
        { _id: 'b', v: 2 },
        { _id: 'c', v: 1 },
      ]),
    ).toEqual([{ _id: 'c', v: 1 }, a, { _id: 'b', v: 2 }]);
  });
});

describe('scanCodeOf (Enter in the scan field)', () => {
  const tickets = [
    {
      ticketId: 'TK-NSNBEHZL8F',
      customerInfo: { firstName: 'Walk', lastName: 'Tester', phoneNumber: '22000001' },
    },
  ];
  it('a full ticket id, whatever its case, is a scan of the ticket as issued', () => {
    expect(scanCodeOf('tk-nsnbehzl8f', tickets)).toBe('TK-NSNBEHZL8F');
    expect(scanCodeOf('  TK-NSNBEHZL8F ', tickets)).toBe('TK-NSNBEHZL8F');
    expect(scanCodeOf('https://x.tn/tickets/TK-NSNBEHZL8F', tickets)).toBe('TK-NSNBEHZL8F');
  });
  it('an id the device does not know yet still goes to the server; a name or part of an id only filters', () => {
    expect(scanCodeOf('TK-ZZZZZZZZZZ', tickets)).toBe('TK-ZZZZZZZZZZ');
    expect(scanCodeOf('walk tester', tickets)).toBeNull();
    expect(scanCodeOf('TK-NSN', tickets)).toBeNull();
    expect(scanCodeOf('', tickets)).toBeNull();
  });
});
