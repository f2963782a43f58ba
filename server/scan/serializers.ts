import type { securityAgents, tickets } from '../db/schema';

type AgentRow = typeof securityAgents.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The absolute scanner address an agent's QR code opens. */
export function scannerUrl(origin: string, agentId: string): string {
  return `${origin.replace(/\/+$/, '')}/security-scanner/${encodeURIComponent(agentId)}`;
}

/** SPEC §3 Security agent (never the password hash); scanCount is an extension: tickets this agent admitted. */
export function serializeAgent(a: AgentRow, origin: string, scanCount = 0) {
  return {
    _id: a.id,
    agentId: a.agentId,
    name: a.name,
    eventId: a.eventId,
    isActive: a.isActive,
    loginCount: a.loginCount,
    lastLogin: a.lastLogin?.toISOString() ?? null,
    qrCodeData: scannerUrl(origin, a.agentId),
    scanCount,
    createdAt: a.createdAt.toISOString(),
  };
}

export type ScannerTicketFields = Pick<
  TicketRow,
  | 'id'
  | 'ticketId'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'profilePicture'
  | 'tierName'
  | 'tierPrice'
  | 'status'
  | 'purchaseDate'
  | 'isScanned'
  | 'scannedAt'
>;

/** SPEC §3 Ticket as the scanner sees it, plus when and by whom it was scanned (extensions). */
export function serializeScannerTicket(t: ScannerTicketFields, scannedByName: string | null = null) {
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
    purchaseDate: t.purchaseDate.toISOString(),
    isScanned: t.isScanned,
    scannedAt: t.scannedAt?.toISOString() ?? null,
    scannedBy: scannedByName,
  };
}

export type ScannerTicket = ReturnType<typeof serializeScannerTicket>;
