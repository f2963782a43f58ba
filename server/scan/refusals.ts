import { businessTimeZone } from '../lib/localTime';
import { wallClock } from '../../src/lib/timeZone';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const TICKET_NOT_FOR_EVENT = 'Ticket not found for this event';

/**
 * 'Ticket already scanned at 21:04 by Gate A' on the business's clock; the day is named when it was
 * not today ('Ticket already scanned on Nov 23 at 21:04 by Gate A').
 */
export function alreadyScannedMessage(
  scannedAt: Date | null,
  agentName: string | null,
  now: Date = new Date(),
  zone: string = businessTimeZone(),
): string {
  let when = '';
  if (scannedAt) {
    const { date, time } = wallClock(scannedAt, zone);
    const [, month, day] = date.split('-').map(Number);
    when = date === wallClock(now, zone).date ? ` at ${time}` : ` on ${MONTHS[month - 1]} ${day} at ${time}`;
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
