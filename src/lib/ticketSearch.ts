/** SPEC §5 ticket search (dashboard): client-side over first name, last name, phone and ticket id. */
interface Searchable {
  ticketId: string;
  customerInfo: { firstName?: string; lastName?: string; phoneNumber?: string };
}

export function matchesTicket(ticket: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const { firstName = '', lastName = '', phoneNumber = '' } = ticket.customerInfo ?? {};
  const fields = [
    firstName,
    lastName,
    `${firstName} ${lastName}`,
    phoneNumber,
    phoneNumber.replace(/\s+/g, ''),
    ticket.ticketId,
  ];
  return fields.some((f) => f.toLowerCase().includes(q));
}

export function filterTickets<T extends Searchable>(tickets: T[], query: string): T[] {
  return query.trim() ? tickets.filter((t) => matchesTicket(t, query)) : tickets;
}
