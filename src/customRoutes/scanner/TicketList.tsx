import { memo, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { List } from 'react-window';
import type { SearchRows } from '../../lib/scannerSearchIndex';
import { ROW_HEIGHT, TicketRow, type TicketRowProps } from './TicketRow';
import type { ScannerTicket } from './types';
import { useTranslate } from 'ra-core';

/**
 * Virtualised with the page as scroller: 20,000 tickets render as the few rows on screen.
 * `rows` are the positions in `tickets` that the search kept (null: all of them).
 */
export const TicketList = memo(function TicketList(props: {
  tickets: ScannerTicket[];
  rows: SearchRows;
  searching: boolean;
  loading: boolean;
  onScan: (t: ScannerTicket) => void;
  busy: boolean;
  wide: boolean;
}) {
  const translate = useTranslate();
  const { tickets, rows, searching, loading, onScan, busy, wide } = props;
  const rowProps = useMemo<TicketRowProps>(
    () => ({ tickets, rows, onScan, busy, wide }),
    [tickets, rows, onScan, busy, wide],
  );
  const count = rows ? rows.length : tickets.length;
  if (!count) {
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
      rowCount={count}
      rowHeight={wide ? ROW_HEIGHT.wide : ROW_HEIGHT.phone}
      rowProps={rowProps}
      scrollElement="window"
      overscanCount={2}
      aria-label="tickets"
    />
  );
});
