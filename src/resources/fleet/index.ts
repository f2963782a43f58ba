import { lazy } from 'react';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { Car } from '../../dataProvider/fleet';

/** Resource 'fleet' (/dashboard/fleet): 'Gestion de la flotte', a list of cards with add/edit modals. */
export default {
  list: lazy(() => import('./FleetPage')),
  icon: DirectionsCarIcon,
  recordRepresentation: (car: Car) => `${car.mark} ${car.model} (${car.licensePlate})`,
};
