import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'ra-core';
import type { TicketRecord } from '../../dataProvider/tickets';
import { formatShortDateTimeUs } from '../../lib/dates';
import { formatUSD } from '../../lib/money';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketStatusAction } from './TicketStatusAction';

interface Props {
  tickets: TicketRecord[];
  busy: string | null;
  onToggle: (t: TicketRecord) => void;
}

/** The tickets as cards on phones, where the table would need sideways scrolling. */
export function TicketCards({ tickets, busy, onToggle }: Props) {
  const translate = useTranslate();
  const t = (k: string) => translate(`events.tickets.${k}`);
  return (
    <Stack spacing={1}>
      {tickets.map((ticket) => (
        <Card key={ticket.id} variant="outlined" data-testid="ticket-row">
          <CardContent sx={{ pb: '12px !important' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {ticket.customerInfo.firstName} {ticket.customerInfo.lastName}
              </Typography>
              <TicketStatusChip status={ticket.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {ticket.customerInfo.phoneNumber}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {ticket.ticketId}
            </Typography>
            <Typography variant="body2">
              {ticket.priceTier.name} · {formatUSD(ticket.priceTier.price)} ·{' '}
              {ticket.isScanned ? t('scanned') : t('notScanned')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatShortDateTimeUs(ticket.purchaseDate)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
              <TicketStatusAction ticket={ticket} busy={busy} onToggle={onToggle} />
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
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
