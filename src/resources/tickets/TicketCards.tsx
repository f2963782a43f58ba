import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { TicketRecord } from '../../dataProvider/tickets';
import { formatShortDateTimeUs } from '../../lib/dates';
import { formatUSD } from '../../lib/money';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketStatusAction } from './TicketStatusAction';
import { TicketOpenLink } from './TicketOpenLink';
import { useTicketActions } from './useTicketActions';

/** The list's page as cards on phones (below `sm`), where a table would need sideways scrolling. */
export function TicketCards() {
  const translate = useTranslate();
  const { data } = useListContext<TicketRecord>();
  const { toggle, busy } = useTicketActions();
  const t = (k: string) => translate(`events.tickets.${k}`);
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((ticket) => (
        <Card key={ticket.id} variant="outlined" data-testid="ticket-row">
          <CardContent sx={{ pb: '12px !important' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
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
              <TicketStatusAction ticket={ticket} busy={busy} onToggle={toggle} />
              <TicketOpenLink ticketId={ticket.ticketId} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
