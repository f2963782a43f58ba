import { IconButton } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useCanAccess, useTranslate } from 'ra-core';

/** SPEC §2: the ticket detail opens in a new tab. */
export function TicketOpenLink({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const label = translate('events.tickets.open');
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'show' });
  if (canAccess !== true) return null;
  return (
    <IconButton
      size="small"
      component="a"
      href={`/dashboard/tickets/${encodeURIComponent(ticketId)}`}
      target="_blank"
      rel="noopener"
      aria-label={`${label} ${ticketId}`}
      title={label}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}
