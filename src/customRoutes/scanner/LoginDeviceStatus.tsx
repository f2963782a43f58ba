import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DeviceStatus } from './deviceStatus';

/**
 * Under the login form: what the phone itself holds for this agent. Admissions kept from a previous
 * session (logged out offline, session expired, agent deactivated) are sent once the agent logs in;
 * a browser that cannot keep data (private mode, no IndexedDB) is said plainly before the doors
 * open, since offline admissions would vanish on reload there.
 */
export default function LoginDeviceStatus({ state }: { state: DeviceStatus }) {
  const translate = useTranslate();
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
