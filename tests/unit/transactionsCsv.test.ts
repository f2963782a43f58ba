import { describe, expect, it } from 'vitest';
import { transactionCsv } from '../../src/resources/transactions/exporter';
import { statusKind } from '../../src/resources/transactions/transactionStatus';
import { toCsv } from '../../src/lib/csv';

describe('transactions CSV export', () => {
  it('writes one line per transaction with 3-decimal amounts and the normalised status', () => {
    const csv = transactionCsv([
      {
        id: '1',
        _id: '1',
        type: 'SEND',
        amount: 75.25,
        transactionCode: 'TX1',
        senderName: 'Carthage, SARL',
        receiverName: 'Sami "Sam" Dridi',
        description: 'Prime',
        createdAt: '2026-11-01T08:00:00.000Z',
        status: 'COMPLETED',
      },
      {
        id: '2',
        _id: '2',
        type: 'RECEIVE',
        amount: 10,
        transactionCode: 'TX2',
        senderName: 'A',
        receiverName: 'B',
        description: 'line\nbreak',
        createdAt: '2026-11-02T08:00:00.000Z',
        status: 'CANCELLED',
      },
    ]);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFtransactionCode,type,amount,currency,senderName,receiverName,description,createdAt,status',
    );
    expect(csv).toContain(
      'TX1,SEND,75.250,TND,"Carthage, SARL","Sami ""Sam"" Dridi",Prime,2026-11-01T08:00:00.000Z,COMPLETED',
    );
    expect(csv).toContain('TX2,RECEIVE,10.000,TND,A,B,"line\nbreak",2026-11-02T08:00:00.000Z,FAILED');
  });

  it('shows COMPLETED and PENDING as such and anything else as failed', () => {
    expect(statusKind('COMPLETED')).toBe('COMPLETED');
    expect(statusKind('PENDING')).toBe('PENDING');
    expect(statusKind('FAILED')).toBe('FAILED');
    expect(statusKind('REFUSED')).toBe('FAILED');
    expect(statusKind(undefined)).toBe('FAILED');
    expect(
      toCsv(
        [{ a: null, b: 1 }],
        [
          { label: 'a', value: (r) => r.a },
          { label: 'b', value: (r) => r.b },
        ],
      ),
    ).toBe('\uFEFFa,b\r\n,1');
  });
});
