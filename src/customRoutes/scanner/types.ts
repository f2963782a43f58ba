import type { DeviceIdentity } from '../../contract/devices';

/** SPEC §3 Ticket as the scanner lists it (scannedAt / scannedBy are reference-server extensions). */
export interface ScannerTicket {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string; profilePicture?: string | null };
  priceTier: { name: string; price: number };
  status: string;
  purchaseDate: string;
  isScanned: boolean;
  scannedAt?: string | null;
  scannedBy?: string | null;
  /** Client only: admitted on this device and not yet sent (issue 17). */
  offline?: boolean;
  /** Extension checkInLists: out through an exit scan since then (ISO); absent: inside or never in. */
  exitedAt?: string | null;
  /** Extension checkInLists: this answer let the guest back in (final, no modal). */
  reentered?: boolean;
  /**
   * Client only: not in the device's copy, admitted on its valid signed code (extension
   * signedTickets); the device knows its id and tier only.
   */
  bySignature?: boolean;
}

/** What the scanner keeps after login (SPEC §3 Agent login response, plus the optional session token). */
export interface AgentSession {
  agent: { _id: string; agentId: string; name: string };
  event: { _id: string; name: string };
  token?: string | null;
  /** Extension `devices`: this phone's own identity, when it was enrolled by QR code (no password). */
  device?: DeviceIdentity | null;
}
