/** Shapes and request bodies of SPEC §7's events, tickets and security-agents calls. */
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { newPassword } from './auth';
import { integer, money, nonEmpty, numeric } from './primitives';
import type { ApiEvent } from './session';
import { TICKET_STATUSES, type TicketStatus } from './ticketStatus';

export type { ApiEvent, PriceTier } from './session';

export interface Pagination {
  page?: number;
  limit?: number;
  total?: number;
  pages: number;
}

export interface EventListResponse {
  data: ApiEvent[];
  pagination: Pagination;
}

export interface PriceTierStats {
  name: string;
  description?: string;
  price: number;
  totalTickets: number;
  soldTickets: number;
  scannedTickets: number;
  revenue: number;
}

export interface EventStats {
  totalRevenue: number;
  totalTicketsSold: number;
  scannedTickets: number;
  unscannedTickets: number;
  priceTierStats: PriceTierStats[];
}

export interface ApiTicket {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string; profilePicture?: string };
  priceTier: { name: string; price: number };
  status: TicketStatus | string;
  purchaseDate: string;
  isScanned: boolean;
  scannedAt?: string | null;
}

export interface TicketDetail extends ApiTicket {
  event: {
    _id: string;
    name: string;
    location?: { name: string; address?: string };
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    color?: string;
  };
}

export interface TicketListResponse {
  data: ApiTicket[];
  pagination: Pagination;
}

export interface TicketStats {
  totalTickets: number;
  scannedTickets: number;
  unscannedTickets: number;
  totalRevenue: number;
}

export interface NewTicket {
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
  priceTier: string;
}

/*
 * Request bodies (SPEC §5), written once: the server validates with them (server/routes/events.ts,
 * tickets.ts, securityAgents.ts) and the forms use them through react-hook-form's zod resolver.
 * Messages are translation keys (./messages): the API answers them as field errors, the forms show them.
 */
/** The categories the event form offers (the API accepts any short text, as production data may). */
export const EVENT_CATEGORIES = [
  'music',
  'sports',
  'conference',
  'theater',
  'festival',
  'exhibition',
  'workshop',
  'other',
] as const;

const isoDate = z
  .string({ error: M.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, M.date);
const hhmm = z.string({ error: M.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
const optionalUrl = z
  .union([z.url({ protocol: /^https?$/, error: M.url }), z.literal('', { error: M.url })], { error: M.url })
  .nullish()
  .transform((v) => (v ? v : null));
const coordinate = (limit: number, message: string) =>
  numeric().refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, message);

export const tierBody = z.object(
  {
    _id: z.string({ error: M.invalid }).max(24, M.invalid).optional(),
    name: nonEmpty(100),
    description: z
      .string({ error: M.invalid })
      .trim()
      .max(500, M.tooLong)
      .nullish()
      .transform((v) => v ?? ''),
    price: money(2),
    totalTickets: integer(1, 1_000_000),
  },
  { error: M.invalid },
);

/** SPEC §5 event form: POST /api/events and the full PUT /api/events/{id}. */
export const eventBody = z
  .object({
    name: nonEmpty(200),
    description: nonEmpty(5000),
    category: nonEmpty(50),
    color: z
      .string({ error: M.colour })
      .regex(/^#[0-9A-Fa-f]{6}$/, M.colour)
      .nullish()
      .transform((v) => v ?? '#3B82F6'),
    image: optionalUrl,
    video: optionalUrl,
    location: z.object(
      {
        name: nonEmpty(200),
        address: nonEmpty(300),
        coordinates: z.object(
          { latitude: coordinate(90, M.latitude), longitude: coordinate(180, M.longitude) },
          { error: M.invalid },
        ),
      },
      { error: M.invalid },
    ),
    startDate: isoDate,
    endDate: isoDate,
    startTime: hhmm,
    endTime: hhmm,
    isActive: z.boolean({ error: M.invalid }).optional(),
    priceTiers: z.array(tierBody, { error: M.tierRequired }).min(1, M.tierRequired).max(50, M.tooMany),
  })
  .refine((e) => `${e.endDate} ${e.endTime}` >= `${e.startDate} ${e.startTime}`, {
    message: M.endBeforeStart,
    path: ['endDate'],
  });

export type EventBody = z.infer<typeof eventBody>;

/** PUT /api/events/{id} with only {isActive} (Activate/Deactivate). */
export const activeBody = z.object({ isActive: z.boolean({ error: M.invalid }) }).strict();

// The ticket statuses: ./ticketStatus.ts (no zod, so that the scanner's ticket desk can import them).
export { SEAT_HOLDING_STATUSES, TICKET_STATUSES, type TicketStatus } from './ticketStatus';

// The refusals for a closed event: ./closedEvent.ts (no zod, so the scanner's login can import them).
export { EVENT_CLOSED, TICKET_SALES_ENDED } from './closedEvent';

/** POST /api/tickets/event/{id} (extension): the ticket creation form. */
export const ticketCreateBody = z.object({
  customerInfo: z.object(
    {
      firstName: nonEmpty(100),
      lastName: nonEmpty(100),
      phoneNumber: z
        .string({ error: M.required })
        .trim()
        .min(1, M.required)
        .regex(/^\+?[0-9 ]{8,20}$/, M.phone),
    },
    { error: M.invalid },
  ),
  priceTier: z.union(
    [nonEmpty(100), z.object({ name: nonEmpty(100) }, { error: M.required }).transform((t) => t.name)],
    { error: M.required },
  ),
});

/** PUT /api/tickets/{ticketId}/status. */
export const ticketStatusBody = z.object({
  status: z.enum(TICKET_STATUSES, { error: M.choice }),
});

/** POST /api/security-agents/event/{eventId}: name required; password required, at least 6 characters. */
export const agentCreateBody = z.object({
  name: nonEmpty(100),
  password: newPassword,
});

/** PUT /api/security-agents/{id}/password: the organiser sets the agent's new password (same rule as at creation). */
export const agentPasswordBody = agentCreateBody.pick({ password: true });

/** PUT /api/security-agents/{id}: Activate/Deactivate. */
export const agentUpdateBody = z.object({ isActive: z.boolean({ error: M.invalid }) });
