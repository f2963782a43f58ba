import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Paper,
  Switch,
  Typography,
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { DeviceStatus, QueueDecision, ScannerDevice } from '../../../contract/devices';
import { formatShortDateTimeUs } from '../../../lib/dates';

const STATUS_COLOUR: Record<DeviceStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  expired: 'default',
  active: 'success',
  revoked: 'error',
};

/** One phone of the event: what it last said, kiosk mode, Revoke, and a revoked phone's queue. */
export function DeviceItem({
  device,
  busy,
  onKiosk,
  onRevoke,
  onDecide,
}: {
  device: ScannerDevice;
  busy: boolean;
  onKiosk: (kiosk: boolean) => void;
  onRevoke: () => Promise<void>;
  onDecide: (decision: QueueDecision) => Promise<void>;
}) {
  const translate = useTranslate();
  const [asking, setAsking] = useState<'revoke' | QueueDecision | null>(null);
  const revoked = device.status === 'revoked';
  const count = device.queued.length;
  const headingId = `device-${device.id}`;
  const confirm = async () => {
    const what = asking;
    if (!what) return;
    if (what === 'revoke') await onRevoke();
    else await onDecide(what);
    setAsking(null);
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, mr: 'auto', overflowWrap: 'anywhere' }}
        >
          {device.label}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOUR[device.status]}
          label={translate(`security.devices.status.${device.status}`)}
        />
      </Box>
      <Typography variant="body2">
        {translate('security.devices.agent', { name: device.agent.name })}
      </Typography>
      {device.status === 'pending' && device.enrolExpiresAt ? (
        <Typography variant="body2" color="text.secondary">
          {translate('security.devices.expires', { time: formatShortDateTimeUs(device.enrolExpiresAt) })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {device.lastSeenAt
              ? translate('security.devices.lastSeen', { date: formatShortDateTimeUs(device.lastSeenAt) })
              : translate('security.devices.never')}
          </Typography>
          <Typography variant="body2" color={device.waiting ? 'warning.dark' : 'text.secondary'}>
            {translate('security.devices.waiting', { count: device.waiting })}
          </Typography>
          {device.appVersion && (
            <Typography variant="body2" color="text.secondary">
              {translate('security.devices.version', { version: device.appVersion })}
            </Typography>
          )}
        </>
      )}
      {!revoked && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch checked={device.kiosk} disabled={busy} onChange={(e) => onKiosk(e.target.checked)} />
            }
            label={translate('security.devices.kiosk')}
          />
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<BlockIcon />}
            disabled={busy}
            onClick={() => setAsking('revoke')}
            sx={{ ml: 'auto' }}
          >
            {translate('security.devices.revoke')}
          </Button>
        </Box>
      )}
      {revoked && count > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            bgcolor: 'warning.50',
            border: 1,
            borderColor: 'warning.light',
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }}>
            {translate('security.devices.queue.title', { count })}
          </Typography>
          <List dense disablePadding>
            {device.queued.map((s) => (
              <ListItem key={s.nonce} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                  {s.holder ?? translate('security.devices.queue.unknown')}
                </Typography>{' '}
                <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                  {s.ticketId}
                </Typography>
                {s.deviceAt && (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {' '}
                    {formatShortDateTimeUs(s.deviceAt)}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" size="small" disabled={busy} onClick={() => setAsking('admit')}>
              {translate('security.devices.queue.admit')}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              size="small"
              disabled={busy}
              onClick={() => setAsking('discard')}
            >
              {translate('security.devices.queue.discard')}
            </Button>
          </Box>
        </Box>
      )}
      {revoked && device.queueDecision && (
        <Typography variant="body2" color="text.secondary">
          {translate(
            device.queueDecision === 'admitted'
              ? 'security.devices.queue.decidedAdmitted'
              : 'security.devices.queue.decidedDiscarded',
          )}
        </Typography>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={
          asking === 'revoke'
            ? translate('security.devices.revokeTitle', { name: device.label })
            : translate(`security.devices.queue.${asking === 'discard' ? 'discardTitle' : 'admitTitle'}`, {
                count,
              })
        }
        content={
          asking === 'revoke'
            ? translate('security.devices.revokeContent')
            : translate(`security.devices.queue.${asking === 'discard' ? 'discardContent' : 'admitContent'}`)
        }
        confirm={
          asking === 'revoke'
            ? translate('security.devices.revoke')
            : translate(`security.devices.queue.${asking === 'discard' ? 'discard' : 'admit'}`)
        }
        confirmColor={asking === 'admit' ? 'primary' : 'warning'}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
