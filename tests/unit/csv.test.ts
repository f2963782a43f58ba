import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '../../src/lib/csv';

describe('the one CSV writer', () => {
  it('starts with a UTF-8 byte-order mark so spreadsheets keep French accents', async () => {
    const csv = toCsv([{ name: 'Société Générale Hôtel' }], [{ label: 'Nom', value: (r) => r.name }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Société Générale Hôtel');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps numbers as numbers, negative ones included', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) with CRLF line ends', () => {
    const csv = toCsv(
      [
        { a: 'x,y', b: 'say "hi"' },
        { a: 'line\nbreak', b: '' },
      ],
      [
        { label: 'A', value: (r) => r.a },
        { label: 'B', value: (r) => r.b },
      ],
    );
    expect(csv).toBe(`${CSV_BOM}A,B\r\n"x,y","say ""hi"""\r\n"line\nbreak",`);
  });
});

describe('money columns', () => {
  it('name the currency in the header once and write plain numbers rounded to the millime', async () => {
    const { amountHeader, csvAmount } = await import('../../src/lib/csv');
    expect(amountHeader('Amount', 'TND')).toBe('Amount (TND)');
    expect(amountHeader('Tarif journalier (TND)', 'TND')).toBe('Tarif journalier (TND)');
    expect(amountHeader('Price', 'USD')).toBe('Price (USD)');
    expect(csvAmount(117.5)).toBe(117.5);
    expect(csvAmount('0.30000000000000004')).toBe(0.3);
    expect(csvAmount(-75.25)).toBe(-75.25);
    expect(csvAmount(null)).toBeNull();
    expect(toCsv([{ a: -75.25 }], [{ label: amountHeader('Amount', 'TND'), value: (r) => r.a }])).toBe(
      '\uFEFFAmount (TND)\r\n-75.25',
    );
  });
});
