import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import type { TicketRecord } from '../../dataProvider/tickets';

/**
 * Cancel on an active ticket, Reactivate on a cancelled one (SPEC §4); nothing for other statuses, or
 * for a role that may not edit tickets.
 */
export function TicketStatusAction({
  ticket,
  busy,
  onToggle,
}: {
  ticket: TicketRecord;
  busy: boolean;
  onToggle: (ticket: TicketRecord) => void;
}) {
  const translate = useTranslate();
  // A role that reads tickets only (the door) gets no status button.
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'edit' });
  if (!canAccess) return null;
  if (ticket.status !== 'active' && ticket.status !== 'cancelled') return null;
  const active = ticket.status === 'active';
  return (
    <Button
      size="small"
      color={active ? 'error' : 'success'}
      disabled={busy}
      onClick={() => onToggle(ticket)}
    >
      {translate(`events.tickets.${active ? 'cancel' : 'reactivate'}`)}
    </Button>
  );
}
