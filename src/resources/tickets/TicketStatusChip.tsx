import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TICKET_STATUS_COLORS } from '../../lib/ticketStatus';

export function TicketStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={TICKET_STATUS_COLORS[status] ?? 'default'}
      label={translate(`events.ticketStatus.${status}`, { _: status })}
    />
  );
}
