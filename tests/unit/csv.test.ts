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
