/**
 * The scanner's own code for a signed ticket code's check (src/lib/ticketCodeCheck.ts), bundled for
 * the bench page (bench/signatureCheck.ts): the very functions the door runs, not a copy.
 */
import { checkTicketCode } from '../../src/lib/ticketCodeCheck';
import { formatTicketCode, signedTicketMessage, toBase64url } from '../../src/contract/signedTickets';
import { ed25519Implementation, resetEd25519ForTests } from '../../src/lib/ed25519Verify';

(window as unknown as { __signature: unknown }).__signature = {
  checkTicketCode,
  formatTicketCode,
  signedTicketMessage,
  toBase64url,
  ed25519Implementation,
  resetEd25519ForTests,
};
