import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { defineResource } from '../defineResource';

/**
 * The `tickets` resource. Tickets belong to one event: the list is rendered by the events resource
 * at /dashboard/events/{id}/tickets; creation (/dashboard/tickets/event/{id}/create) and the detail
 * (/dashboard/tickets/{ticketId}) are pages of their own (src/customRoutes/tickets).
 */
const TicketList = lazy(() => import('./TicketList'));

export default defineResource({
  name: 'tickets',
  list: TicketList,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'ticketId',
  // Reached from an event (its Tickets page), not from the side menu.
  menu: false,
  dataProvider: () => import('../../dataProvider/tickets').then((m) => m.ticketsDataProvider),
});
