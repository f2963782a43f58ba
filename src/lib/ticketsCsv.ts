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

function cell(value: string | number | boolean): string {
  let s = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

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
  return [TICKET_CSV_HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}
