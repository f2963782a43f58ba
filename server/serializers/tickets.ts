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

/** A ticket as SPEC §3 names it: customerInfo and priceTier nested, money as a number. */
export function serializeTicket(t: TicketFields) {
  return {
    _id: t.id,
    ticketId: t.ticketId,
    event: t.eventId,
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
