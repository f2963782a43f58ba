import type { tickets } from '../db/schema';

type TicketRow = typeof tickets.$inferSelect;
/** The columns the organiser's ticket answers show. */
export type TicketFields = Pick<
  TicketRow,
  | 'id'
  | 'ticketId'
  | 'eventId'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'profilePicture'
  | 'tierName'
  | 'tierPrice'
  | 'status'
  | 'isScanned'
  | 'scannedAt'
  | 'purchaseDate'
>;

/**
 * A ticket's columns as the raw statements on hot paths return them (routes/ticketsPage.ts,
 * scan/scanStatements.ts): snake_case names, money as text, timestamps as epoch milliseconds so
 * that both drivers give numbers.
 */
export interface RawTicketRow {
  id: string;
  ticket_id: string;
  event_id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  profile_picture: string | null;
  tier_name: string;
  tier_price: string;
  status: string;
  is_scanned: boolean;
  scanned_ms: number | null;
  purchase_ms: number;
}

export function ticketFromRaw(r: RawTicketRow): TicketFields {
  return {
    id: r.id,
    ticketId: r.ticket_id,
    eventId: r.event_id,
    firstName: r.first_name,
    lastName: r.last_name,
    phoneNumber: r.phone_number,
    profilePicture: r.profile_picture,
    tierName: r.tier_name,
    tierPrice: r.tier_price,
    status: r.status,
    isScanned: r.is_scanned,
    scannedAt: r.scanned_ms === null ? null : new Date(Number(r.scanned_ms)),
    purchaseDate: new Date(Number(r.purchase_ms)),
  };
}

/** The columns the door scanner's ticket answers show: the organiser's, without the event id. */
export type ScannerTicketFields = Omit<TicketFields, 'eventId'>;

/**
 * A ticket as SPEC §3 names it (customerInfo and priceTier nested, money as a number), written
 * once for both audiences below.
 */
function ticketBody(t: ScannerTicketFields) {
  return {
    _id: t.id,
    ticketId: t.ticketId,
    customerInfo: {
      firstName: t.firstName,
      lastName: t.lastName,
      phoneNumber: t.phoneNumber,
      ...(t.profilePicture ? { profilePicture: t.profilePicture } : {}),
    },
    priceTier: { name: t.tierName, price: Number(t.tierPrice) },
    status: t.status,
    isScanned: t.isScanned,
    scannedAt: t.scannedAt ? t.scannedAt.toISOString() : null,
    purchaseDate: t.purchaseDate.toISOString(),
  };
}

/** The organiser's ticket: with the event it belongs to. */
export const serializeTicket = (t: TicketFields) => ({ ...ticketBody(t), event: t.eventId });

/** The scanner's ticket: with the name of the agent who scanned it (an extension). */
export const serializeScannerTicket = (
  t: ScannerTicketFields & { exitedAt?: Date | null },
  scannedByName: string | null = null,
) => ({
  ...ticketBody(t),
  scannedBy: scannedByName,
  // Extension checkInLists: the guest went out through an exit scan (absent: never, or back inside).
  ...(t.exitedAt ? { exitedAt: t.exitedAt.toISOString() } : {}),
});
export type ScannerTicket = ReturnType<typeof serializeScannerTicket>;
