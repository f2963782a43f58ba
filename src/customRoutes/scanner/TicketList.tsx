import { Box, Typography } from '@mui/material';
import { List } from 'react-window';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { ROW_HEIGHT, TicketRow } from './TicketRow';
import type { ScannerTicket } from './types';

/** Virtualised with the page as scroller: 20,000 tickets render as the few rows on screen. */
export function TicketList(props: {
  tickets: ScannerTicket[];
  searching: boolean;
  loading: boolean;
  onScan: (t: ScannerTicket) => void;
  busy: boolean;
  wide: boolean;
}) {
  const { translate } = usePublicI18n();
  const { tickets, searching, loading, onScan, busy, wide } = props;
  if (!tickets.length) {
    if (loading) return null;
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <Typography variant="h6" component="p">
          {translate('scanner.empty.none')}
        </Typography>
        {searching && <Typography>{translate('scanner.empty.noMatch')}</Typography>}
      </Box>
    );
  }
  return (
    <List
      rowComponent={TicketRow}
      rowCount={tickets.length}
      rowHeight={wide ? ROW_HEIGHT.wide : ROW_HEIGHT.phone}
      rowProps={{ tickets, onScan, busy, wide }}
      scrollElement="window"
      overscanCount={6}
      aria-label="tickets"
    />
  );
}
