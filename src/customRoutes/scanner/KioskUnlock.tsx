import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslate } from 'ra-core';
import { NO_KIOSK_PIN_MESSAGE, WRONG_PIN_MESSAGE } from '../../contract/deviceConstants';

/**
 * Kiosk mode's only way out: 'Leave kiosk mode' asks the organiser's PIN, which the server checks
 * (wrong PINs are limited per phone). Offline the phone stays in scan mode.
 */
export function KioskUnlock({ onUnlock }: { onUnlock: (pin: string) => Promise<void> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setPin('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onUnlock(pin);
      close();
    } catch (err) {
      const message = (err as Error).message;
      setError(
        translate(
          message === WRONG_PIN_MESSAGE
            ? 'scanner.enrolled.wrongPin'
            : message === NO_KIOSK_PIN_MESSAGE
              ? 'scanner.enrolled.noPin'
              : 'scanner.enrolled.unlockFailed',
        ),
      );
      setPin('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<LockOpenIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('scanner.enrolled.leave')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="kiosk-unlock-title" fullWidth maxWidth="xs">
        <form onSubmit={(e) => void submit(e)}>
          <DialogTitle id="kiosk-unlock-title">{translate('scanner.enrolled.pinTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('scanner.enrolled.pinText')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="password"
              label={translate('scanner.enrolled.pin')}
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('scanner.enrolled.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || pin.length < 4}>
              {translate('scanner.enrolled.unlock')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
