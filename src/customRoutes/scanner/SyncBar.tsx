import { Alert, AlertTitle, Box, Button, Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import type { SyncConflict } from '../../lib/scannerStore';
import { useTranslate } from 'ra-core';
import { businessTimeZone } from '../../api/config';
import { wallClock } from '../../lib/timeZone';

export const OFFLINE_COLOR = '#9a3412';

/** HH:mm on the business's clock, whatever the phone's own zone. */
const time = (iso: string | null | undefined) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? wallClock(d, businessTimeZone()).time : '';
};

/**
 * Always on screen: online or offline, and how many scans wait to be sent; then the offline
 * admissions the server did not record (another gate was first, or it refused them) until dismissed.
 */
export function SyncBar(props: {
  online: boolean;
  waiting: number;
  syncing: boolean;
  conflicts: SyncConflict[];
  onDismiss: () => void;
}) {
  const translate = useTranslate();
  const { online, waiting, syncing, conflicts, onDismiss } = props;
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        role="status"
        aria-live="polite"
        data-testid="sync-bar"
      >
        <Chip
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          color={online ? 'success' : 'default'}
          variant={online ? 'outlined' : 'filled'}
          // A dark orange that keeps small white text readable (AA contrast).
          sx={
            online
              ? undefined
              : { bgcolor: OFFLINE_COLOR, color: '#fff', '& .MuiChip-icon': { color: '#fff' } }
          }
          label={translate(online ? 'scanner.sync.online' : 'scanner.sync.offline')}
          data-testid="connection"
        />
        <Chip
          variant="outlined"
          sx={waiting ? { borderColor: OFFLINE_COLOR, color: OFFLINE_COLOR, fontWeight: 700 } : undefined}
          label={translate(syncing && waiting ? 'scanner.sync.sending' : 'scanner.sync.waiting', {
            count: waiting,
          })}
          data-testid="waiting-count"
          data-count={waiting}
        />
      </Box>
      {conflicts.length > 0 && (
        <Alert
          severity="error"
          data-testid="sync-conflicts"
          action={
            <Button color="inherit" size="small" onClick={onDismiss}>
              {translate('scanner.sync.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{translate('scanner.sync.conflictsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {conflicts.map((c) => (
              <li key={c.nonce}>
                {c.kind === 'conflict'
                  ? translate('scanner.sync.conflict', {
                      name: c.name,
                      ticketId: c.ticketId,
                      by: c.by ?? '?',
                      // The sync answer's ISO time, or the wall-clock time a SPEC server's refusal gives.
                      time: c.at ? time(c.at) : (c.time ?? ''),
                    })
                  : translate('scanner.sync.refused', {
                      name: c.name,
                      ticketId: c.ticketId,
                      message: c.message || translate('scanner.errors.scan'),
                    })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
