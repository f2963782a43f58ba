import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import PhonelinkIcon from '@mui/icons-material/PhonelinkSetup';
import PinIcon from '@mui/icons-material/Pin';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { useExtension } from '../../../authProvider/useExtension';
import { LoadErrorAlert } from '../../../layout/LoadErrorAlert';
import type { QueueDecision } from '../../../contract/devices';
import type { SecurityAgent } from '../../../dataProvider/securityAgents';
import { useDevices } from './useDevices';
import { DeviceItem } from './DeviceItem';
import { EnrolDeviceDialog } from './EnrolDeviceDialog';
import { KioskPinDialog } from './KioskPinDialog';

/** The event's scanner phones (extension devices): nothing at all against a server without it. */
export function DevicesPanel({ eventId }: { eventId: string }) {
  return useExtension('devices') ? <Devices eventId={eventId} /> : null;
}

function Devices({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, error, isPending, refetch, reload, dataProvider } = useDevices(eventId);
  const { data: agents } = useGetList<SecurityAgent>('security-agents', {
    filter: { eventId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [enrolling, setEnrolling] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (id: string, run: () => Promise<unknown>, failed: string) => {
    setBusy(id);
    try {
      await run();
    } catch {
      notify(failed, { type: 'error' });
    } finally {
      setBusy(null);
      await reload();
    }
  };
  const decide = (id: string, decision: QueueDecision) =>
    act(
      id,
      async () => {
        const { results } = await dataProvider.decideDeviceQueue(id, decision);
        const accepted = results.filter((r) => r.result === 'accepted').length;
        notify(
          decision === 'admit' ? 'security.devices.queue.admitted' : 'security.devices.queue.discarded',
          { type: 'info', messageArgs: { accepted, other: results.length - accepted } },
        );
      },
      'security.devices.errors.decide',
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="devices-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id="devices-title" variant="h6" component="h2">
            {translate('security.devices.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('security.devices.help')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<PinIcon />} onClick={() => setPinOpen(true)}>
          {translate('security.devices.kioskPin')}
        </Button>
        <Button variant="contained" startIcon={<PhonelinkIcon />} onClick={() => setEnrolling(true)}>
          {translate('security.devices.enrol')}
        </Button>
      </Box>
      {data && (
        <Typography variant="body2" color={data.kioskPinSet ? 'text.secondary' : 'warning.dark'}>
          {translate(data.kioskPinSet ? 'security.devices.pinSet' : 'security.devices.pinNone')}
        </Typography>
      )}
      {error ? (
        <LoadErrorAlert message="security.devices.errors.load" onRetry={() => void refetch()} />
      ) : isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} sx={{ justifySelf: 'center' }} />
      ) : !data?.data.length ? (
        <Typography color="text.secondary">{translate('security.devices.empty')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {data.data.map((d) => (
            <DeviceItem
              key={d.id}
              device={d}
              busy={busy === d.id}
              onKiosk={(kiosk) =>
                void act(
                  d.id,
                  () => dataProvider.updateDevice(d.id, { kiosk }),
                  'security.devices.errors.update',
                )
              }
              onRevoke={() =>
                act(
                  d.id,
                  async () => {
                    await dataProvider.revokeDevice(d.id);
                    notify('security.devices.revoked', { type: 'info' });
                  },
                  'security.devices.errors.revoke',
                )
              }
              onDecide={(decision) => decide(d.id, decision)}
            />
          ))}
        </Box>
      )}
      <EnrolDeviceDialog
        open={enrolling}
        agents={(agents ?? []).filter((a) => a.isActive).map((a) => ({ id: a.id, name: a.name }))}
        onClose={() => {
          setEnrolling(false);
          void reload();
        }}
        onEnrol={async (body) => {
          const enrolment = await dataProvider.enrolDevice(eventId, body);
          void reload();
          return enrolment;
        }}
      />
      <KioskPinDialog
        open={pinOpen}
        onClose={() => setPinOpen(false)}
        onSave={async (pin) => {
          await dataProvider.setKioskPin(eventId, pin);
          await reload();
        }}
      />
    </Paper>
  );
}
