import { downloadCSV } from 'ra-core';
import { toCsv, type CsvColumn } from './csv';

/**
 * A react-admin `exporter` writing `filename`.csv through the one CSV writer (BOM, formula guard).
 * Lists build it with translated labels and screen-formatted values:
 * `<List exporter={csvExporter('transactions', columns)}>`.
 */
export function csvExporter<T>(filename: string, columns: ReadonlyArray<CsvColumn<T>>) {
  return (records: T[]): void => downloadCSV(toCsv(records, columns), filename);
}
