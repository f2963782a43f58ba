import { wallClock } from './timeZone';

/**
 * The words of a refused scan, one text for the server (server/scan/refusals.ts) and the phone
 * deciding offline (./scannerOffline.ts): a refusal reads the same whichever decided it.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Ticket already scanned at 21:04 by Gate A' on the business's clock (`zone`); the day is named when
 * it was not today there ('Ticket already scanned on Nov 23 at 21:04 by Gate A').
 */
export function alreadyScannedText(
  scannedAt: Date | null,
  agentName: string | null | undefined,
  now: Date,
  zone: string,
): string {
  let when = '';
  if (scannedAt && !Number.isNaN(scannedAt.getTime())) {
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
