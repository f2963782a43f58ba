import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useNotify, useTranslate } from 'ra-core';
import type { DeviceEnrolBody, DeviceEnrolment } from '../../../contract/devices';
import { formatShortDateTimeUs } from '../../../lib/dates';
import { timeLeft } from '../../../lib/countdown';

/**
 * Enrol a phone: the organiser picks the agent (and kiosk mode), then shows the one-time QR code,
 * valid 10 minutes, that the phone scans with its camera (or the link, opened on the phone).
 */
export function EnrolDeviceDialog({
  open,
  agents,
  onClose,
  onEnrol,
}: {
  open: boolean;
  agents: Array<{ id: string; name: string }>;
  onClose: () => void;
  onEnrol: (body: DeviceEnrolBody) => Promise<DeviceEnrolment>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [agentId, setAgentId] = useState('');
  const [label, setLabel] = useState('');
  const [kiosk, setKiosk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<DeviceEnrolment | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enrolment) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [enrolment]);
  const chosen = agentId || agents[0]?.id || '';
  const close = () => {
    setEnrolment(null);
    setLabel('');
    setKiosk(false);
    setAgentId('');
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      setNow(Date.now());
      setEnrolment(
        await onEnrol({ agentId: chosen, kiosk, ...(label.trim() ? { label: label.trim() } : {}) }),
      );
    } catch {
      notify('security.devices.errors.enrol', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const expired = enrolment ? new Date(enrolment.expiresAt).getTime() <= now : false;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="enrol-device-title" fullWidth maxWidth="sm">
      <DialogTitle id="enrol-device-title">{translate('security.devices.enrolDialog.title')}</DialogTitle>
      <DialogContent>
        {enrolment ? (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
            <Typography>{translate('security.devices.enrolDialog.scan')}</Typography>
            {expired ? (
              <Typography color="error" role="alert">
                {translate('security.devices.enrolDialog.expired')}
              </Typography>
            ) : (
              <>
                <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0 }}>
                  <QRCodeSVG
                    value={enrolment.link}
                    size={232}
                    level="M"
                    role="img"
                    aria-label={translate('security.devices.enrolDialog.qr', {
                      name: enrolment.device.agent.name,
                    })}
                  />
                </Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {translate('security.devices.enrolDialog.once', {
                    time: formatShortDateTimeUs(enrolment.expiresAt),
                    left: timeLeft(enrolment.expiresAt, now),
                  })}
                </Typography>
              </>
            )}
            <TextField
              fullWidth
              size="small"
              label={translate('security.devices.enrolDialog.link')}
              value={enrolment.link}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(e) => e.target.select()}
            />
          </Box>
        ) : agents.length === 0 ? (
          <Typography>{translate('security.devices.enrolDialog.noAgents')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              select
              label={translate('security.devices.enrolDialog.agent')}
              value={chosen}
              onChange={(e) => setAgentId(e.target.value)}
            >
              {agents.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('security.devices.enrolDialog.label')}
              value={label}
              onChange={(e) => setLabel(e.target.value.slice(0, 60))}
            />
            <FormControlLabel
              control={<Checkbox checked={kiosk} onChange={(e) => setKiosk(e.target.checked)} />}
              label={translate('security.devices.enrolDialog.kiosk')}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {enrolment ? (
          <Button onClick={close}>{translate('security.devices.enrolDialog.close')}</Button>
        ) : (
          <>
            <Button onClick={close}>{translate('security.devices.enrolDialog.cancel')}</Button>
            <Button variant="contained" disabled={!chosen || busy} onClick={() => void submit()}>
              {translate('security.devices.enrolDialog.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
