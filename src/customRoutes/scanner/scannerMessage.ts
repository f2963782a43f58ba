import { EVENT_CLOSED } from '../../contract/closedEvent';
import { DEVICE_REVOKED } from '../../contract/deviceConstants';

/**
 * A server's refusal as the scanner shows it: the closed-event refusal in the scanner's language
 * (its key), any other message as the server wrote it (SPEC §8 shows the server's message).
 */
export function scannerMessage(message: string, translate: (key: string) => string): string {
  if (message === DEVICE_REVOKED) return translate('scanner.enrolled.revoked');
  return message === EVENT_CLOSED ? translate('scanner.errors.eventClosed') : message;
}
