import { describe, expect, it } from 'vitest';
import { filterTickets, matchesTicket } from '../../src/lib/ticketSearch';
import { ticketsCsv } from '../../src/lib/ticketsCsv';
import { nextTicketStatus } from '../../src/lib/ticketStatus';

const tickets = [
  {
    ticketId: 'TK-ABCDEF2345',
    customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' },
  },
  {
    ticketId: 'TK-ZZZZZZ9999',
    customerInfo: { firstName: 'Sami', lastName: 'Trabelsi', phoneNumber: '98765432' },
  },
];

describe('ticket search (SPEC §5: first name, last name, phone, ticket id)', () => {
  it('matches each field, case-insensitively', () => {
    expect(filterTickets(tickets, 'amira').map((t) => t.ticketId)).toEqual(['TK-ABCDEF2345']);
    expect(filterTickets(tickets, 'TRABELSI').map((t) => t.ticketId)).toEqual(['TK-ZZZZZZ9999']);
    expect(filterTickets(tickets, '8765').map((t) => t.ticketId)).toEqual(['TK-ZZZZZZ9999']);
    expect(filterTickets(tickets, 'tk-abcdef').map((t) => t.ticketId)).toEqual(['TK-ABCDEF2345']);
    expect(filterTickets(tickets, 'amira ben').map((t) => t.ticketId)).toEqual(['TK-ABCDEF2345']);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    expect(filterTickets(tickets, '  ')).toHaveLength(2);
    expect(filterTickets(tickets, 'nobody')).toEqual([]);
    expect(matchesTicket(tickets[0], 'Salah')).toBe(true);
  });
});

describe('ticket status transitions (SPEC §4)', () => {
  it('only active ↔ cancelled', () => {
    expect(nextTicketStatus('active')).toBe('cancelled');
    expect(nextTicketStatus('cancelled')).toBe('active');
    expect(nextTicketStatus('used')).toBeNull();
    expect(nextTicketStatus('refunded')).toBeNull();
  });
});

describe('tickets CSV', () => {
  it('has a header and one quoted, formula-safe line per ticket', () => {
    const csv = ticketsCsv([
      {
        ticketId: 'TK-1',
        customerInfo: { firstName: 'Ali, "Jr"', lastName: '=cmd', phoneNumber: '22123456' },
        priceTier: { name: 'VIP', price: 80 },
        status: 'active',
        isScanned: false,
        purchaseDate: '2030-01-01T10:00:00.000Z',
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTicket ID,First Name,Last Name,Phone,Price Tier,Price (USD),Status,Scanned,Purchase Date',
    );
    expect(lines[1]).toBe(`TK-1,"Ali, ""Jr""",'=cmd,22123456,VIP,80.00,active,no,2030-01-01T10:00:00.000Z`);
  });
});
