import { localDateTime } from '../lib/localTime';

export const TICKET_NOT_FOR_EVENT = 'Ticket not found for this event';

/** 'Ticket already scanned at 21:04 by Gate A' (venue time; the day is named when it was not today). */
export function alreadyScannedMessage(
  scannedAt: Date | null,
  agentName: string | null,
  now: Date = new Date(),
): string {
  let when = '';
  if (scannedAt) {
    const [day, time] = localDateTime(scannedAt).split(' ');
    when = day === localDateTime(now).slice(0, 10) ? ` at ${time}` : ` on ${day} at ${time}`;
  }
  return `Ticket already scanned${when}${agentName ? ` by ${agentName}` : ''}`;
}

/** Why a ticket in this status can never be admitted. */
export function statusRefusal(status: string): string | null {
  if (status === 'cancelled') return 'Ticket has been cancelled';
  if (status === 'refunded') return 'Ticket has been refunded';
  if (status !== 'active' && status !== 'used') return `Ticket is ${status}`;
  return null;
}
