import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Reservation } from '../../dataProvider/reservations';
import { defineResource } from '../defineResource';

/**
 * Resource 'reservations' (/dashboard/reservations): stats, list or calendar, and modals. The
 * modals have react-admin's addresses (`create`, `{id}` = edit, `{id}/show` = detail), served by
 * the list page itself so the list stays behind them; the flags tell react-admin's links so.
 */
export default defineResource({
  name: 'reservations',
  list: lazy(() => import('./ReservationsPage')),
  hasCreate: true,
  hasEdit: true,
  hasShow: true,
  icon: EventNoteIcon,
  recordRepresentation: (r: Reservation) => r.customer.name,
  dataProvider: () => import('../../dataProvider/rental').then((m) => m.reservationsProvider),
});
