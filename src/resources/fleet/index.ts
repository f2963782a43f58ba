import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { FleetPage } from './FleetPage';

/** Resource 'fleet' (/dashboard/fleet): a list page with modals, no /:id routes. */
export default { list: FleetPage, icon: DirectionsCarIcon };
