import { downloadCSV } from 'react-admin';
import type { TransactionRecord } from '../../dataProvider/business';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { statusKind } from './transactionStatus';

const COLUMNS: Array<CsvColumn<TransactionRecord>> = [
  { label: 'transactionCode', value: (t) => t.transactionCode },
  { label: 'type', value: (t) => t.type },
  { label: 'amount', value: (t) => Number(t.amount).toFixed(3) },
  { label: 'currency', value: () => 'TND' },
  { label: 'senderName', value: (t) => t.senderName },
  { label: 'receiverName', value: (t) => t.receiverName },
  { label: 'description', value: (t) => t.description },
  { label: 'createdAt', value: (t) => t.createdAt },
  { label: 'status', value: (t) => statusKind(t.status) },
];

/** Rows of the CSV export: amounts with 3 decimals (TND), ISO dates, normalised status. */
export function transactionCsv(rows: TransactionRecord[]): string {
  return toCsv(rows, COLUMNS);
}

/** The List's exporter: the filtered transactions, as transactions.csv. */
export function exportTransactions(rows: TransactionRecord[]) {
  downloadCSV(transactionCsv(rows), 'transactions');
}
