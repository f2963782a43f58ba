import { memo } from 'react';
import type { RowComponentProps } from 'react-window';
import { Box, Button, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { formatUSD } from '../../lib/money';
import { formatShortDateTimeUs } from '../../lib/dates';
import { CustomerAvatar, ScannedChip, StatusChip, fullName } from './TicketBits';
import type { SearchRows } from '../../lib/scannerSearchIndex';
import type { ScannerTicket } from './types';

export const ROW_HEIGHT = { phone: 176, wide: 96 };

export interface TicketRowProps {
  tickets: ScannerTicket[];
  /** Positions in `tickets` the search kept; null: every ticket. */
  rows: SearchRows;
  onScan: (ticket: ScannerTicket) => void;
  busy: boolean;
  wide: boolean;
}

/** The list's row: the ticket at this position of the search result. */
export function TicketRow({
  index,
  style,
  ariaAttributes,
  tickets,
  rows,
  onScan,
  busy,
  wide,
}: RowComponentProps<TicketRowProps>) {
  const t = tickets[rows ? rows[index] : index];
  return (
    <Box
      style={style}
      {...ariaAttributes}
      data-testid="ticket-row"
      sx={{ px: { xs: 1, sm: 0 }, py: 0.75, boxSizing: 'border-box' }}
    >
      <TicketCard t={t} onScan={onScan} busy={busy} wide={wide} />
    </Box>
  );
}

/**
 * One ticket: picture, name, phone, ticketId, purchase date, tier and price, status, scanned state.
 * Memoised: a row that shows the same ticket after a keystroke is not rendered again.
 */
const TicketCard = memo(function TicketCard({
  t,
  onScan,
  busy,
  wide,
}: {
  t: ScannerTicket;
  onScan: (ticket: ScannerTicket) => void;
  busy: boolean;
  wide: boolean;
}) {
  const { translate } = usePublicI18n();
  const canScan = t.status === 'active' && !t.isScanned;
  return (
    <Box
      sx={{
        height: '100%',
        boxSizing: 'border-box',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: wide
          ? '48px minmax(0,2fr) minmax(0,2fr) minmax(0,1.4fr) auto'
          : '44px minmax(0,1fr)',
      }}
    >
      <CustomerAvatar ticket={t} size={wide ? 48 : 44} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {fullName(t)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t.customerInfo.phoneNumber} · <span style={{ fontFamily: 'monospace' }}>{t.ticketId}</span>
        </Typography>
        {!wide && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatShortDateTimeUs(t.purchaseDate)}
          </Typography>
        )}
      </Box>
      {wide && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {t.priceTier.name} · {formatUSD(t.priceTier.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatShortDateTimeUs(t.purchaseDate)}
          </Typography>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 0.5,
          flexWrap: 'wrap',
          alignItems: 'center',
          gridColumn: wide ? 'auto' : '1 / -1',
        }}
      >
        {!wide && (
          <Typography variant="body2" sx={{ mr: 0.5 }} noWrap>
            {t.priceTier.name} · {formatUSD(t.priceTier.price)}
          </Typography>
        )}
        <StatusChip status={t.status} />
        <ScannedChip isScanned={t.isScanned} />
        {!wide && canScan && (
          <Button
            size="small"
            variant="contained"
            startIcon={<QrCodeScannerIcon />}
            disabled={busy}
            onClick={() => onScan(t)}
            sx={{ ml: 'auto' }}
          >
            {translate('scanner.ticket.scan')}
          </Button>
        )}
      </Box>
      {wide && (
        <Box sx={{ minWidth: 140, textAlign: 'right' }}>
          {canScan && (
            <Button
              variant="contained"
              startIcon={<QrCodeScannerIcon />}
              disabled={busy}
              onClick={() => onScan(t)}
            >
              {translate('scanner.ticket.scan')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
});
