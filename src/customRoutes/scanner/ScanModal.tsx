import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { formatUSD } from '../../lib/money';
import { formatShortDateTimeUs } from '../../lib/dates';
import { CustomerAvatar, fullName } from './TicketBits';
import type { ScanAction } from '../../contract/scanDecision';
import type { ScannerTicket } from './types';
import { useTranslate } from 'ra-core';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { focusNextScan, scanButtonIndex } from './scanFocus';

/** 'Ticket Scanned' / 'Verify customer information': the agent compares the person with the ticket. */
export function ScanModal(props: {
  ticket: ScannerTicket | null;
  busy: boolean;
  onDecide: (action: ScanAction) => void;
}) {
  const translate = useTranslate();
  const { ticket, busy, onDecide } = props;
  // Where the answered ticket's button stood: when the modal goes (it is unmounted once answered),
  // focus moves on to the next ticket instead of falling back to the top of the page.
  const byKeyboard = useRef(false);
  useLayoutEffect(() => {
    if (!ticket) return;
    const { ticketId } = ticket;
    const index = scanButtonIndex(ticketId);
    return () => {
      const keyboard = byKeyboard.current;
      requestAnimationFrame(() => focusNextScan(ticketId, index, keyboard));
    };
  }, [ticket]);
  // A button pressed with Enter or Space reports no click count (detail 0).
  const decideWith = (action: ScanAction) => (event: MouseEvent) => {
    byKeyboard.current = event.detail === 0;
    onDecide(action);
  };
  const rows: Array<[string, string]> = ticket
    ? [
        ['scanner.modal.name', fullName(ticket)],
        ['scanner.modal.phone', ticket.customerInfo.phoneNumber],
        ['scanner.modal.ticketId', ticket.ticketId],
        ['scanner.modal.tier', ticket.priceTier.name],
        ['scanner.modal.price', formatUSD(ticket.priceTier.price)],
        ['scanner.modal.purchaseDate', formatShortDateTimeUs(ticket.purchaseDate)],
      ]
    : [];
  // Only Accept or Reject closes it: a decision is always sent.
  return (
    <Dialog
      open={Boolean(ticket)}
      disableEscapeKeyDown
      // Focus goes on to the next ticket (scanFocus), not back to a button the admission removed.
      disableRestoreFocus
      fullWidth
      maxWidth="xs"
      aria-labelledby="scan-modal-title"
    >
      {ticket && (
        <>
          <DialogTitle id="scan-modal-title" sx={{ pb: 0 }}>
            {translate('scanner.modal.title')}
            <Typography variant="body2" color="text.secondary">
              {translate('scanner.modal.subtitle')}
            </Typography>
          </DialogTitle>
          <DialogContent>
            {ticket.offline && (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="modal-offline">
                {translate('scanner.modal.offline')}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
              <CustomerAvatar ticket={ticket} size={112} />
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary" variant="body2">
                    {translate(label)}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
                    variant="body2"
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button
              fullWidth
              size="large"
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={decideWith('reject')}
            >
              {translate('scanner.modal.reject')}
            </Button>
            <Button
              fullWidth
              size="large"
              variant="contained"
              color="success"
              disabled={busy}
              onClick={decideWith('accept')}
            >
              {translate('scanner.modal.accept')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
