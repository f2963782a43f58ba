import { downloadCSV } from 'react-admin';
import type { TransactionRecord } from '../../dataProvider/business';
import { toCsv } from '../../lib/csv';
import { statusKind } from './transactionStatus';

const COLUMNS = [
  'transactionCode',
  'type',
  'amount',
  'currency',
  'senderName',
  'receiverName',
  'description',
  'createdAt',
  'status',
] as const;

/** Rows of the CSV export: amounts with 3 decimals (TND), ISO dates, normalised status. */
export function transactionCsv(rows: TransactionRecord[]): string {
  return toCsv(
    rows.map((t) => ({
      transactionCode: t.transactionCode,
      type: t.type,
      amount: Number(t.amount).toFixed(3),
      currency: 'TND',
      senderName: t.senderName,
      receiverName: t.receiverName,
      description: t.description,
      createdAt: t.createdAt,
      status: statusKind(t.status),
    })),
    [...COLUMNS],
  );
}

/** The List's exporter: the filtered transactions, as transactions.csv. */
export function exportTransactions(rows: TransactionRecord[]) {
  downloadCSV(transactionCsv(rows), 'transactions');
}
