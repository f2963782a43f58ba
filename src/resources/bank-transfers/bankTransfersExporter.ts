import type { TranslateFunction } from 'ra-core';
import type { BankTransferRecord } from '../../dataProvider/bankTransfers';
import type { CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { statusKey } from './BankTransferStatus';

/** The transfers CSV: the screen's labels and status names, TND with 3 decimals, fr-FR dates. */
export function bankTransfersCsvColumns(translate: TranslateFunction): Array<CsvColumn<BankTransferRecord>> {
  return [
    {
      label: translate('bankTransfers.status_filter'),
      value: (t) => translate(`bankTransfers.status.${statusKey(t.status)}`),
    },
    { label: translate('bankTransfers.amount'), value: (t) => formatTND(t.amount) },
    { label: translate('bankTransfers.date'), value: (t) => formatDateTimeFr(t.createdAt) },
    { label: translate('bankTransfers.notes'), value: (t) => t.notes },
    { label: translate('bankTransfers.company'), value: (t) => t.companyName },
  ];
}

export const bankTransfersExporter = (translate: TranslateFunction) =>
  csvExporter('virements', bankTransfersCsvColumns(translate));
