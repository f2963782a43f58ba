import type { tickets } from '../db/schema';

type TicketRow = typeof tickets.$inferSelect;

/** A ticket as SPEC §3 names it: customerInfo and priceTier nested, money as a number. */
export function serializeTicket(t: TicketRow) {
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
