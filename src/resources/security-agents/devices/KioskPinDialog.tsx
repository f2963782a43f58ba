import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { KIOSK_PIN } from '../../../contract/devices';

/** The organiser sets the event's kiosk PIN (4 to 8 digits); the server keeps only its hash. */
export function KioskPinDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (pin: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pin, setPin] = useState('');
  const [saving, setSaving] = useState(false);
  const valid = KIOSK_PIN.test(pin);
  const close = () => {
    setPin('');
    onClose();
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(pin);
      notify('security.devices.pinDialog.saved', { type: 'success' });
      close();
    } catch {
      notify('security.devices.errors.pin', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="kiosk-pin-title" fullWidth maxWidth="xs">
      <DialogTitle id="kiosk-pin-title">{translate('security.devices.pinDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('security.devices.pinDialog.help')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          type="password"
          label={translate('security.devices.pinDialog.pin')}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
          error={pin.length > 0 && !valid}
          helperText={pin.length > 0 && !valid ? translate('validation.kioskPin') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'new-password' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('security.devices.pinDialog.cancel')}</Button>
        <Button variant="contained" disabled={!valid || saving} onClick={() => void save()}>
          {translate('security.devices.pinDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
