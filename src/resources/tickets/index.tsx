import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';

/**
 * The `tickets` resource. Tickets belong to one event: the list is rendered by the events resource
 * at /dashboard/events/{id}/tickets; creation (/dashboard/tickets/event/{id}/create) and the detail
 * (/dashboard/tickets/{ticketId}) are pages of their own (src/customRoutes/tickets).
 */
const TicketList = lazy(() => import('./TicketList'));

export default {
  list: TicketList,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'ticketId',
};
