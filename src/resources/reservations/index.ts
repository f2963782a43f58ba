import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Reservation } from '../../dataProvider/reservations';

/** Resource 'reservations' (/dashboard/reservations): stats, list or calendar, and modals. */
export default {
  list: lazy(() => import('./ReservationsPage')),
  icon: EventNoteIcon,
  recordRepresentation: (r: Reservation) => r.customer.name,
};
