import { httpClient } from '../../api/httpClient';
import type { AgentSession } from './types';
import { SCANNER_APP_VERSION } from '../../contract/deviceConstants';
import type { OutboxEntry } from '../../lib/scannerStore';

const DEVICE_KEY = 'scannerDevice';

/** This browser's own id (random, kept on the device): one phone's count replaces its last one. */
function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      const bytes = new Uint8Array(12);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'unknown-device';
  }
}

/**
 * Extension `deviceQueues`: tells the server how many admissions this phone holds unsent, so that
 * the organiser sees them per agent (Security agents page). Best effort: a failure changes nothing.
 */
export function reportDeviceQueue(
  session: AgentSession,
  waiting: number,
  /** An enrolled phone's unsent admissions themselves (extension devices), at most 500. */
  entries?: OutboxEntry[],
): Promise<void> {
  const detail = entries
    ? {
        scans: entries.slice(0, 500).map((e) => ({
          nonce: e.nonce,
          ticketId: e.ticketId,
          ...(e.deviceAt ? { deviceAt: e.deviceAt } : {}),
        })),
        appVersion: SCANNER_APP_VERSION,
      }
    : {};
  return httpClient('/api/security-agents/device-queue', {
    method: 'PUT',
    body: { deviceId: deviceId(), waiting, ...detail },
    token: session.token ?? null,
  }).then(
    () => undefined,
    () => undefined,
  );
}
