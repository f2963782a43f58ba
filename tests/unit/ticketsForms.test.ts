import { describe, expect, it } from 'vitest';
import { nextTicketStatus } from '../../src/lib/ticketStatus';
import { fieldErrorsOf } from '../../src/lib/serverFieldErrors';
import { formMessage } from '../../src/lib/zodFormResolver';
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
      '\uFEFFticketId,firstName,lastName,phoneNumber,name,price,status,isScanned,purchaseDate',
    );
    expect(lines[1]).toMatch(
      /^TK-1,"Ali, ""Jr""",'=cmd,22123456,VIP,\$80\.00,Active,Not Scanned,"Jan 1, 2030, /,
    );
  });
});

describe('form messages from the contract', () => {
  it('turns the API phrases into i18n keys, per field when asked', () => {
    expect(formMessage('is required', 'too_small', [])).toBe('ra.validation.required');
    expect(formMessage('Invalid input: expected number, received null', 'invalid_type', [])).toBe(
      'ra.validation.required',
    );
    expect(formMessage('must be at most 100 characters', 'too_big', [])).toBe(
      '@@react-admin@@{"message":"ra.validation.maxLength","args":{"max":100}}',
    );
    const rules = [['is required', 'agent.nameRequired', 'name'] as const];
    expect(formMessage('is required', 'too_small', rules, 'name')).toBe('agent.nameRequired');
    expect(formMessage('is required', 'too_small', rules, 'password')).toBe('ra.validation.required');
    expect(formMessage('something else', 'custom', rules)).toBe('something else');
  });

  it("reads the field a server 400 names ('field: message', 'field is required')", () => {
    expect(fieldErrorsOf('location.name: must be at most 200 characters')).toEqual({
      'location.name': 'must be at most 200 characters',
    });
    expect(fieldErrorsOf('priceTiers.0.price is required')).toEqual({ 'priceTiers.0.price': 'is required' });
    expect(fieldErrorsOf("The price tier 'VIP' is sold out")).toBeNull();
    expect(fieldErrorsOf('body is required')).toBeNull();
  });
});
