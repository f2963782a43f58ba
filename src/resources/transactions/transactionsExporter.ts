import type { TranslateFunction } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';

/** The type as the screen names it ('Sent' / 'Received'), an unknown type as sent by the API. */
export const typeLabel = (translate: TranslateFunction, type: string) =>
  type === 'SEND' || type === 'RECEIVE' ? translate(`business.transactions.types.${type}`) : type;

/** The amount as the screen shows it: signed (− sent, + received), TND with 3 decimals. */
export const signedAmount = (t: Pick<TransactionRecord, 'type' | 'amount'>) =>
  `${t.type === 'SEND' ? '−' : '+'}${formatTND(t.amount)}`;

/** The transactions CSV: the screen's labels, signed amounts as numbers ('Amount (TND)'), fr-FR dates. */
export function transactionsCsvColumns(translate: TranslateFunction): Array<CsvColumn<TransactionRecord>> {
  const label = (field: string) => translate(`resources.transactions.fields.${field}`);
  return [
    { label: label('transactionCode'), value: (t) => t.transactionCode },
    { label: label('type'), value: (t) => typeLabel(translate, t.type) },
    // A number a spreadsheet adds up: negative when sent, the currency in the header.
    {
      label: amountHeader(label('amount'), 'TND'),
      value: (t) => csvAmount(t.type === 'SEND' ? -Number(t.amount) : t.amount),
    },
    { label: label('senderName'), value: (t) => t.senderName },
    { label: label('receiverName'), value: (t) => t.receiverName },
    { label: label('description'), value: (t) => t.description },
    { label: label('createdAt'), value: (t) => formatDateTimeFr(t.createdAt) },
    { label: label('statusKind'), value: (t) => translate(`business.transactions.status.${t.statusKind}`) },
  ];
}

export const transactionsExporter = (translate: TranslateFunction) =>
  csvExporter('transactions', transactionsCsvColumns(translate));
