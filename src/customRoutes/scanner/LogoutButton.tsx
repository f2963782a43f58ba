import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate } from 'ra-core';

/**
 * Log out. With admissions not sent yet it first says how many and what happens to them: online
 * they are sent before the session ends; offline they stay on the phone for this agent's next login
 * (they are the only record of guests let in, so they are never deleted here).
 */
export function LogoutButton({
  waiting,
  online,
  agentName,
  onLogout,
}: {
  waiting: number;
  online: boolean;
  agentName: string;
  /** Sends what it can (online), keeps the rest on the device, and ends the session. */
  onLogout: () => Promise<void>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // As the log out itself decides: it tries to send whenever the browser has a network.
  const reachable = online || navigator.onLine !== false;
  const leave = () => {
    setBusy(true);
    void onLogout().finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<LogoutIcon />}
        onClick={() => (waiting > 0 ? setOpen(true) : leave())}
        disabled={busy}
        sx={{ flexShrink: 0 }}
      >
        {translate('scanner.header.logout')}
      </Button>
      <Dialog
        open={open && waiting > 0}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="logout-title"
        aria-describedby="logout-text"
      >
        <DialogTitle id="logout-title">{translate('scanner.device.logoutTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="logout-text">
            {translate('scanner.device.unsent', { smart_count: waiting })}{' '}
            {reachable
              ? translate('scanner.device.sendFirst', { smart_count: waiting })
              : translate('scanner.device.keepOffline', { smart_count: waiting, name: agentName })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {translate('scanner.device.cancel')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={leave}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LogoutIcon />}
          >
            {busy ? translate('scanner.device.sending') : translate('scanner.device.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
