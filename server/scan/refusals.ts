import { businessTimeZone } from '../lib/localTime';
import { alreadyScannedText } from '../../src/lib/scanRefusal';

export { statusRefusal } from '../../src/lib/scanRefusal';

export const TICKET_NOT_FOR_EVENT = 'Ticket not found for this event';

/**
 * 'Ticket already scanned at 21:04 by Gate A' on the business's clock; the day is named when it was
 * not today ('Ticket already scanned on Nov 23 at 21:04 by Gate A'). Worded by src/lib/scanRefusal.ts,
 * as the phone words its offline refusals.
 */
export function alreadyScannedMessage(
  scannedAt: Date | null,
  agentName: string | null,
  now: Date = new Date(),
  zone: string = businessTimeZone(),
): string {
  return alreadyScannedText(scannedAt, agentName, now, zone);
}
