import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { formatShortDateTimeUs } from '../../lib/dates';
import type { TicketRecord } from '../../dataProvider/tickets';

type Translate = (key: string, options?: object) => string;

/** The tickets CSV: translated headers, prices as numbers ('(USD)'), en-US short month plus time. */
export function ticketCsvColumns(translate: Translate): CsvColumn<TicketRecord>[] {
  const label = (field: string) => translate(`resources.tickets.fields.${field}`);
  return [
    { label: label('ticketId'), value: (t) => t.ticketId },
    { label: label('customerInfo.firstName'), value: (t) => t.customerInfo?.firstName },
    { label: label('customerInfo.lastName'), value: (t) => t.customerInfo?.lastName },
    { label: label('customerInfo.phoneNumber'), value: (t) => t.customerInfo?.phoneNumber },
    { label: label('priceTier.name'), value: (t) => t.priceTier?.name },
    {
      label: amountHeader(label('priceTier.price'), 'USD'),
      value: (t) => csvAmount(t.priceTier?.price ?? 0),
    },
    { label: label('status'), value: (t) => translate(`events.ticketStatus.${t.status}`, { _: t.status }) },
    {
      label: label('isScanned'),
      value: (t) => translate(t.isScanned ? 'events.tickets.scanned' : 'events.tickets.notScanned'),
    },
    { label: label('purchaseDate'), value: (t) => formatShortDateTimeUs(t.purchaseDate) },
  ];
}
