import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { canStoreOnDevice, waitingOnDevice } from '../../lib/scannerStore';

/**
 * Under the login form: what the phone itself holds for this agent. Admissions kept from a previous
 * session (logged out offline, session expired, agent deactivated) are sent once the agent logs in;
 * a browser that cannot keep data (private mode, no IndexedDB) is said plainly before the doors
 * open, since offline admissions would vanish on reload there. Also asks the browser to keep the
 * scanner's data rather than clear it under storage pressure.
 */
export default function LoginDeviceStatus({ agentId }: { agentId: string }) {
  const translate = useTranslate();
  const [state, setState] = useState<{ storable: boolean; waiting: number } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const storable = await canStoreOnDevice();
      const waiting = storable ? await waitingOnDevice(agentId) : 0;
      if (live) setState({ storable, waiting });
      if (storable) void navigator.storage?.persist?.().catch(() => false);
    })();
    return () => {
      live = false;
    };
  }, [agentId]);
  if (!state) return null;
  return (
    <>
      {!state.storable && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="no-storage">
          {translate('scanner.device.noStorage')}
        </Alert>
      )}
      {state.waiting > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="waiting-at-login">
          {translate('scanner.device.waitingAtLogin', { smart_count: state.waiting })}
        </Alert>
      )}
    </>
  );
}
