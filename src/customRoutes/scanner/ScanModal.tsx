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
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { focusNextScan, scanButtonIndex, SEARCH_BOX_ID } from './scanFocus';

/** Keys closer than this to the previous one are a USB scanner typing, not a person. */
const SCANNER_BURST_MS = 300;

/** 'Ticket Scanned' / 'Verify customer information': the agent compares the person with the ticket. */
export function ScanModal(props: {
  ticket: ScannerTicket | null;
  busy: boolean;
  onDecide: (action: ScanAction) => void;
  /** Opened from the scan field (a USB scanner's Enter): focus goes back there after the decision. */
  fromScanField?: boolean;
}) {
  const translate = useTranslate();
  const { ticket, busy, onDecide, fromScanField = false } = props;
  const lastKeyAt = useRef(0);
  // Where the answered ticket's button stood: when the modal goes (it is unmounted once answered),
  // focus moves on to the next ticket instead of falling back to the top of the page.
  const byKeyboard = useRef(false);
  useLayoutEffect(() => {
    if (!ticket) return;
    const { ticketId } = ticket;
    const index = scanButtonIndex(ticketId);
    return () => {
      const keyboard = byKeyboard.current;
      requestAnimationFrame(() =>
        fromScanField
          ? document.getElementById(SEARCH_BOX_ID)?.focus()
          : focusNextScan(ticketId, index, keyboard),
      );
    };
  }, [ticket, fromScanField]);
  // Accept has the focus, so Enter accepts (one key). A USB scanner typing the next code while the
  // modal is open must not accept this one with its closing Enter: printable keys are swallowed and
  // an Enter right after them is ignored.
  const guardScannerBurst = (event: KeyboardEvent) => {
    const now = event.timeStamp || performance.now();
    if (event.key.length === 1 && event.key !== ' ') {
      lastKeyAt.current = now;
      event.preventDefault();
    } else if (event.key === 'Enter' && now - lastKeyAt.current < SCANNER_BURST_MS) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  // A button pressed with Enter or Space reports no click count (detail 0).
  const decideWith = (action: ScanAction) => (event: MouseEvent) => {
    byKeyboard.current = event.detail === 0;
    onDecide(action);
  };
  // Known by its signed code alone: the device has its id and tier, nothing of the holder.
  const rows: Array<[string, string]> = ticket?.bySignature
    ? [
        ['scanner.modal.ticketId', ticket.ticketId],
        ['scanner.modal.tier', ticket.priceTier.name],
      ]
    : ticket
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
      onKeyDownCapture={guardScannerBurst}
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
            {ticket.bySignature ? (
              <Alert severity="info" sx={{ my: 2 }} data-testid="modal-signature">
                <strong>{translate('scanner.signed.verified')}</strong>.{' '}
                {translate('scanner.signed.modalNote')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
                <CustomerAvatar ticket={ticket} size={112} />
              </Box>
            )}
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
              autoFocus
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
