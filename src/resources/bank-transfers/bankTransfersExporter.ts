import type { TranslateFunction } from 'ra-core';
import type { BankTransferRecord } from '../../dataProvider/bankTransfers';
import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatDateTimeFr } from '../../lib/dates';
import { statusKey } from './BankTransferStatus';

/** The transfers CSV: the screen's labels and status names, amounts as numbers ('(TND)'), fr-FR dates. */
export function bankTransfersCsvColumns(translate: TranslateFunction): Array<CsvColumn<BankTransferRecord>> {
  const label = (field: string) => translate(`resources.bank-transfers.fields.${field}`);
  return [
    { label: label('status'), value: (t) => translate(`bankTransfers.status.${statusKey(t.status)}`) },
    { label: amountHeader(label('amount'), 'TND'), value: (t) => csvAmount(t.amount) },
    { label: label('createdAt'), value: (t) => formatDateTimeFr(t.createdAt) },
    { label: label('notes'), value: (t) => t.notes },
    { label: label('companyName'), value: (t) => t.companyName },
  ];
}

export const bankTransfersExporter = (translate: TranslateFunction) =>
  csvExporter('virements', bankTransfersCsvColumns(translate));
