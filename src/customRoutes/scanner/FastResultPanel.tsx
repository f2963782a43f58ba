import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'ra-core';
import { CustomerAvatar, fullName } from './TicketBits';
import type { FastResult } from './useFastAdmit';
import type { ScannerTicket } from './types';

/**
 * The fast gate's answer: a green screen with the holder's photo, name and tier and Undo (10 s), a
 * red one naming the holder and the reason, or what an Undo did. Announced to screen readers.
 */
export function FastResultPanel({
  result,
  checking,
  onUndo,
}: {
  result: FastResult | null;
  checking: string | null;
  onUndo: (ticket: ScannerTicket) => void;
}) {
  const translate = useTranslate();
  if (checking)
    return <Alert severity="info">{translate('scanner.camera.checking', { ticketId: checking })}</Alert>;
  if (!result) return null;
  if (result.kind === 'refused') return <RefusalAlert holder={result.holder} message={result.message} />;
  if (result.kind === 'undone' || result.kind === 'undoFailed')
    return (
      <Alert
        severity={result.kind === 'undone' ? 'warning' : 'error'}
        variant="filled"
        role={result.kind === 'undone' ? 'status' : 'alert'}
        sx={{ fontSize: 18, fontWeight: 600, py: 1.5 }}
        data-testid="scan-feedback"
      >
        {result.kind === 'undone'
          ? translate('scanner.door.undone', { name: fullName(result.ticket) })
          : translate('scanner.door.undoFailed', { name: fullName(result.ticket), message: result.message })}
      </Alert>
    );
  const { ticket } = result;
  return (
    <Paper
      role="status"
      data-testid="fast-admitted"
      sx={{
        bgcolor: 'success.dark',
        color: 'common.white',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      <CustomerAvatar ticket={ticket} size={88} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, fontSize: 20 }}>
          <CheckCircleIcon aria-hidden />
          {translate('scanner.door.admitted')}
        </Typography>
        <Typography component="p" sx={{ fontSize: 22, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {fullName(ticket)}
        </Typography>
        <Typography sx={{ opacity: 0.95 }}>
          {translate('scanner.door.tier', { tier: ticket.priceTier.name })} · {ticket.ticketId}
        </Typography>
      </Box>
      {result.undoable && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<UndoIcon />}
          onClick={() => onUndo(ticket)}
          sx={{ gridColumn: '1 / -1', justifySelf: 'start', borderColor: 'rgba(255,255,255,0.8)' }}
        >
          {translate('scanner.door.undo')}
        </Button>
      )}
    </Paper>
  );
}

/** A refusal in both modes: who holds the ticket (when the device knows) and why. */
export function RefusalAlert({ holder, message }: { holder: string | null; message: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      sx={{ fontSize: 18, fontWeight: 600, py: 1.5 }}
      data-testid="scan-feedback"
    >
      {holder
        ? translate('scanner.door.refusedNamed', { name: holder, message })
        : translate('scanner.camera.error', { message })}
    </Alert>
  );
}
