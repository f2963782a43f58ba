import {
  Alert,
  Box,
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useListContext, useTranslate } from 'ra-core';
import type { TicketRecord } from '../../dataProvider/tickets';
import { formatShortDateTimeUs } from '../../lib/dates';
import { formatUSD } from '../../lib/money';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketStatusAction } from './TicketStatusAction';
import { useTicketStatus } from './useTicketStatus';
import { TicketCards } from './TicketCards';

export function TicketTable() {
  const translate = useTranslate();
  const { data, error, isPending, filterValues } = useListContext<TicketRecord>();
  const { toggle, busy } = useTicketStatus();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (k: string) => translate(`events.tickets.${k}`);
  if (error) return <Alert severity="error">{t('fetchError')}</Alert>;
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="loading" />
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
        {filterValues.q || filterValues.status ? t('noMatch') : t('empty')}
      </Typography>
    );
  }
  if (phone) return <TicketCards tickets={data} busy={busy} onToggle={toggle} />;
  return (
    // inline-size containment keeps the wide table from widening the page: it scrolls instead.
    <Box sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('menu.tickets')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ticketId')}</TableCell>
            <TableCell>{t('customer')}</TableCell>
            <TableCell>{t('tier')}</TableCell>
            <TableCell>{t('purchaseDate')}</TableCell>
            <TableCell>{translate('events.tickets.status')}</TableCell>
            <TableCell>{t('scanned')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((ticket) => (
            <TableRow key={ticket.id} hover data-testid="ticket-row">
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{ticket.ticketId}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {ticket.customerInfo.firstName} {ticket.customerInfo.lastName}
                <Typography variant="body2" color="text.secondary">
                  {ticket.customerInfo.phoneNumber}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {ticket.priceTier.name}
                <Typography variant="body2" color="text.secondary">
                  {formatUSD(ticket.priceTier.price)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatShortDateTimeUs(ticket.purchaseDate)}
              </TableCell>
              <TableCell>
                <TicketStatusChip status={ticket.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {ticket.isScanned ? t('scanned') : t('notScanned')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <TicketStatusAction ticket={ticket} busy={busy} onToggle={toggle} />
                <Tooltip title={t('open')}>
                  <IconButton
                    size="small"
                    component="a"
                    href={`/dashboard/tickets/${encodeURIComponent(ticket.ticketId)}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${t('open')} ${ticket.ticketId}`}
                  >
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
