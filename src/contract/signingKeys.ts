import { z } from 'zod';

/**
 * `POST /api/events/{eventId}/signing-key/rotate` (organiser, extension `signedTickets`): a new key
 * signs every code from now on. `retirePrevious` (a key may have leaked): scanners stop admitting
 * the older keys' codes on their signature alone. Its answer: the new version and those retired.
 */
export const rotateSigningKeyBody = z.object({ retirePrevious: z.boolean() }).strict();

/** `POST /api/tickets/{ticketId}/reissue`: the organiser's explicit confirmation (the old code stops working). */
export const reissueTicketCodeBody = z.object({ confirm: z.literal(true) }).strict();

export interface RotateSigningKeyResponse {
  data: { version: number; retired: number[] };
}
