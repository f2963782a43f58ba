import { CSV_BOM, csvCell } from './csv';

/** CSV export of an event's tickets (one line per ticket, RFC 4180 quoting, formula-safe cells). */
interface CsvTicket {
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
  priceTier: { name: string; price: number };
  status: string;
  isScanned: boolean;
  purchaseDate: string;
}

export const TICKET_CSV_HEADER = [
  'Ticket ID',
  'First Name',
  'Last Name',
  'Phone',
  'Price Tier',
  'Price (USD)',
  'Status',
  'Scanned',
  'Purchase Date',
];

export function ticketsCsv(tickets: CsvTicket[]): string {
  const rows = tickets.map((t) => [
    t.ticketId,
    t.customerInfo.firstName,
    t.customerInfo.lastName,
    t.customerInfo.phoneNumber,
    t.priceTier.name,
    t.priceTier.price.toFixed(2),
    t.status,
    t.isScanned ? 'yes' : 'no',
    t.purchaseDate,
  ]);
  return CSV_BOM + [TICKET_CSV_HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}
