/**
 * Read under the scanner's login form once it has painted: the module stays small (no alert, no
 * IndexedDB code until it runs) so that a usual first visit stays within its budget.
 */
export interface DeviceStatus {
  storable: boolean;
  waiting: number;
}

/** What the phone holds for this agent; also asks the browser to keep the scanner's data. */
export async function readDeviceStatus(agentId: string): Promise<DeviceStatus> {
  const { canStoreOnDevice, waitingOnDevice } = await import('../../lib/scannerStore');
  const storable = await canStoreOnDevice();
  const waiting = storable ? await waitingOnDevice(agentId) : 0;
  if (storable) void navigator.storage?.persist?.().catch(() => false);
  return { storable, waiting };
}

/** Something to say: fetched (with its alert's code) only then, so a usual login costs nothing more. */
export const worthSaying = (s: DeviceStatus | null) => Boolean(s && (!s.storable || s.waiting > 0));
