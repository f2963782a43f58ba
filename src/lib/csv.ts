/**
 * The one CSV writer of the product (every list's export goes through it).
 *
 * - RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; CRLF line ends.
 * - UTF-8 with a byte-order mark, so spreadsheets (Excel, LibreOffice) read French accents right.
 * - A cell that starts with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`, so a
 *   spreadsheet never runs it as a formula (CSV injection). Numbers are written as numbers: a
 *   negative amount stays `-12.500`.
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  /** Header text, already translated by the caller. */
  label: string;
  /** The cell of one row, already formatted for the screen (money, dates). */
  value: (row: T) => CsvValue;
}

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, guarded and quoted. */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  let s = typeof value === 'number' ? String(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV text (with its BOM) of `rows` under `columns`. */
export function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  const lines = [
    columns.map((c) => csvCell(c.label)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(',')),
  ];
  return CSV_BOM + lines.join('\r\n');
}

/**
 * A money column's header names its currency ('Amount (TND)'), so its cells can be plain numbers a
 * spreadsheet adds up. A label that already ends with the currency is kept as it is.
 */
export function amountHeader(label: string, currency: 'TND' | 'USD'): string {
  return label.trim().endsWith(`(${currency})`) ? label : `${label} (${currency})`;
}

/** A money cell: the amount as a number, rounded to the millime (no float noise such as 0.30000000000000004). */
export function csvAmount(amount: number | string | null | undefined): number | null {
  if (amount == null || amount === '') return null;
  const n = Number(amount);
  return Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null;
}
