import { memo } from 'react';
import type { RowComponentProps } from 'react-window';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { formatUSD } from '../../lib/money';
import { formatShortDateTimeUs } from '../../lib/dates';
import { CustomerAvatar, OfflineChip, ScannedChip, StatusChip, fullName } from './TicketBits';
import type { SearchRows } from '../../lib/scannerSearchIndex';
import type { ScannerTicket } from './types';
import { useTranslate } from 'ra-core';

export const ROW_HEIGHT = { phone: 176, wide: 96 };

export interface TicketRowProps {
  tickets: ScannerTicket[];
  /** Positions in `tickets` the search kept; null: every ticket. */
  rows: SearchRows;
  onScan: (ticket: ScannerTicket) => void;
  busy: boolean;
  wide: boolean;
}

/**
 * The row's styles, written once for every row (plain elements with class names inside): a
 * keystroke in the search re-renders the rows on screen, and per-element `sx` styles or
 * Typography components would be worked out again for each of them every time.
 */
const Row = styled('div')(({ theme }) => {
  const line = { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return {
    boxSizing: 'border-box',
    padding: theme.spacing(0.75, 1),
    [theme.breakpoints.up('sm')]: { paddingLeft: 0, paddingRight: 0 },
    '& .card': {
      height: '100%',
      boxSizing: 'border-box',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      backgroundColor: theme.palette.background.paper,
      padding: theme.spacing(1.5),
      display: 'grid',
      gap: theme.spacing(1),
      alignItems: 'center',
      gridTemplateColumns: '44px minmax(0,1fr)',
    },
    '& .wide': { gridTemplateColumns: '48px minmax(0,2fr) minmax(0,2fr) minmax(0,1.4fr) auto' },
    '& .cell': { minWidth: 0 },
    '& .name': { ...theme.typography.body1, ...line, fontWeight: 600 },
    '& .text': { ...theme.typography.body2, ...line },
    '& .muted': { color: theme.palette.text.secondary },
    '& .mono': { fontFamily: 'monospace' },
    '& .price': { marginRight: theme.spacing(0.5) },
    '& .chips': {
      display: 'flex',
      gap: theme.spacing(0.5),
      flexWrap: 'wrap',
      alignItems: 'center',
      gridColumn: '1 / -1',
    },
    '& .wide .chips': { gridColumn: 'auto' },
    '& .action': { minWidth: 140, textAlign: 'right' },
    '& .scan': { marginLeft: 'auto' },
  };
});

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
    <Row style={style} {...ariaAttributes} data-testid="ticket-row">
      <TicketCard t={t} onScan={onScan} busy={busy} wide={wide} />
    </Row>
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
  const translate = useTranslate();
  const canScan = t.status === 'active' && !t.isScanned;
  // Known by its signed code alone: its tier, and how it was checked, in place of price and purchase.
  const tierAndPrice = t.bySignature
    ? t.priceTier.name
    : `${t.priceTier.name} · ${formatUSD(t.priceTier.price)}`;
  const purchased = t.bySignature
    ? translate('scanner.signed.verified')
    : formatShortDateTimeUs(t.purchaseDate);
  return (
    <div className={wide ? 'card wide' : 'card'}>
      <CustomerAvatar ticket={t} size={wide ? 48 : 44} />
      <div className="cell">
        <p className="name">{fullName(t)}</p>
        <p className="text muted">
          {t.customerInfo.phoneNumber} · <span className="mono">{t.ticketId}</span>
        </p>
        {!wide && <p className="text muted">{purchased}</p>}
      </div>
      {wide && (
        <div className="cell">
          <p className="text">{tierAndPrice}</p>
          <p className="text muted">{purchased}</p>
        </div>
      )}
      <div className="chips">
        {!wide && <p className="text price">{tierAndPrice}</p>}
        <StatusChip status={t.status} />
        <ScannedChip isScanned={t.isScanned} />
        {t.offline && <OfflineChip />}
        {!wide && canScan && (
          <Button
            size="small"
            variant="contained"
            startIcon={<QrCodeScannerIcon />}
            disabled={busy}
            onClick={() => onScan(t)}
            className="scan"
            data-scan-ticket={t.ticketId}
          >
            {translate('scanner.ticket.scan')}
          </Button>
        )}
      </div>
      {wide && (
        <div className="action">
          {canScan && (
            <Button
              variant="contained"
              startIcon={<QrCodeScannerIcon />}
              disabled={busy}
              onClick={() => onScan(t)}
              data-scan-ticket={t.ticketId}
            >
              {translate('scanner.ticket.scan')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
});
