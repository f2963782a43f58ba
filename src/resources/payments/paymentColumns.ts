import type { TranslateFunction } from 'ra-core';
import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import type { ApiPayment } from '../../contract/payments';
import { carLabel } from '../../lib/carLabel';
import { formatDateTimeFr } from '../../lib/dates';

/** The payments' CSV columns: translated labels, the screen's date, money and wording. */
export function paymentCsvColumns(translate: TranslateFunction): CsvColumn<ApiPayment>[] {
  const f = (k: string) => translate(`resources.payments.fields.${k}`);
  return [
    { label: f('paidAt'), value: (p) => formatDateTimeFr(p.paidAt) },
    { label: f('invoiceNumber'), value: (p) => p.invoiceNumber },
    { label: f('customerName'), value: (p) => p.customerName },
    { label: f('car'), value: (p) => carLabel(p.car) },
    { label: amountHeader(f('amount'), 'TND'), value: (p) => csvAmount(p.amount) },
    { label: f('method'), value: (p) => translate(`rental.paymentMethod.${p.method}`) },
    { label: f('status'), value: (p) => translate(`rental.paymentStatus.${p.status}`) },
  ];
}
