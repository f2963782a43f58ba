import { describe, expect, it } from 'vitest';
import { nextTicketStatus } from '../../src/lib/ticketStatus';
import { ticketCsvColumns } from '../../src/resources/tickets/ticketsCsv';
import { toCsv } from '../../src/lib/csv';
import type { TicketRecord } from '../../src/dataProvider/tickets';

describe('ticket status transitions (SPEC §4)', () => {
  it('only active ↔ cancelled', () => {
    expect(nextTicketStatus('active')).toBe('cancelled');
    expect(nextTicketStatus('cancelled')).toBe('active');
    expect(nextTicketStatus('used')).toBeNull();
    expect(nextTicketStatus('refunded')).toBeNull();
  });
});

describe('tickets CSV (through the one CSV writer)', () => {
  it('has a translated header and one quoted, formula-safe line per ticket in the screen formats', () => {
    const labels: Record<string, string> = {
      'events.ticketStatus.active': 'Active',
      'events.tickets.notScanned': 'Not Scanned',
    };
    const translate = (key: string) => labels[key] ?? key.split('.').pop()!;
    const csv = toCsv(
      [
        {
          id: 'TK-1',
          _id: 'x',
          ticketId: 'TK-1',
          customerInfo: { firstName: 'Ali, "Jr"', lastName: '=cmd', phoneNumber: '22123456' },
          priceTier: { name: 'VIP', price: 80 },
          status: 'active',
          isScanned: false,
          purchaseDate: '2030-01-01T10:00:00.000Z',
        } satisfies TicketRecord,
      ],
      ticketCsvColumns(translate),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFticketId,firstName,lastName,phoneNumber,name,price (USD),status,isScanned,purchaseDate',
    );
    expect(lines[1]).toMatch(/^TK-1,"Ali, ""Jr""",'=cmd,22123456,VIP,80,Active,Not Scanned,"Jan 1, 2030, /);
  });
});
