import EventNoteIcon from '@mui/icons-material/EventNote';
import { ReservationsPage } from './ReservationsPage';

/** Resource 'reservations' (/dashboard/reservations): list page with modals, no /:id routes. */
export default { list: ReservationsPage, icon: EventNoteIcon };
