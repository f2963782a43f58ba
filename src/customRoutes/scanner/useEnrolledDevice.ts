import { useEffect, useRef, useState } from 'react';
import { httpClient } from '../../api/httpClient';
import { SCANNER_APP_VERSION } from '../../contract/deviceConstants';
import type { DeviceIdentity } from '../../contract/devices';
import { saveScannerSession } from './scannerSession';
import type { AgentSession } from './types';

/** How often an enrolled phone says it is alive (and learns its kiosk mode). */
export const DEVICE_CHECK_MS = 30_000;

/**
 * Extension `devices`: an enrolled phone checks in at opening and every 30 s (its last contact and
 * app version for the Security page), learns whether it is in kiosk mode (kept with the session, so
 * a phone reopened offline stays locked), and leaves at once when the organiser revoked it.
 * A password session (no device) does nothing here.
 */
export function useEnrolledDevice(
  session: AgentSession,
  onSessionLost: (message: string) => void,
): { kiosk: boolean } {
  const [kiosk, setKiosk] = useState(Boolean(session.device?.kiosk));
  const latest = useRef({ session, onSessionLost });
  latest.current = { session, onSessionLost };
  const deviceId = session.device?.id;
  useEffect(() => {
    if (!deviceId) return;
    let live = true;
    const check = () => {
      const { session: s } = latest.current;
      void httpClient<{ data: { device: DeviceIdentity | null } }>(
        `/api/devices/me?appVersion=${encodeURIComponent(SCANNER_APP_VERSION)}`,
        { token: s.token ?? null },
      ).then(
        (body) => {
          const device = body.data.device;
          if (!live || !device) return;
          setKiosk(device.kiosk);
          if (device.kiosk !== s.device?.kiosk) saveScannerSession(s.agent.agentId, { ...s, device });
        },
        (err: unknown) => {
          const status = (err as { status?: number } | null)?.status;
          if (live && (status === 401 || status === 403))
            latest.current.onSessionLost((err as Error).message);
        },
      );
    };
    check();
    const timer = setInterval(check, DEVICE_CHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [deviceId]);
  return { kiosk };
}

/** Kiosk mode is left with the organiser's PIN, which only the server checks. */
export async function unlockKiosk(session: AgentSession, pin: string): Promise<void> {
  await httpClient('/api/devices/me/unlock', { method: 'POST', body: { pin }, token: session.token ?? null });
}
