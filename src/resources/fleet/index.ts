import { lazy } from 'react';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { Car } from '../../dataProvider/fleet';
import { defineResource } from '../defineResource';

/**
 * Resource 'fleet' (/dashboard/fleet): 'Gestion de la flotte', a list of cards with add and edit
 * modals at react-admin's addresses (`create`, `{id}` = edit), served by the list page itself.
 */
export default defineResource({
  name: 'fleet',
  list: lazy(() => import('./FleetPage')),
  hasCreate: true,
  hasEdit: true,
  icon: DirectionsCarIcon,
  recordRepresentation: (car: Car) => `${car.mark} ${car.model} (${car.licensePlate})`,
  // The resource's name is its cars; the menu says "Fleet".
  menu: { primaryText: 'rental.menu.fleet' },
  dataProvider: () => import('../../dataProvider/rental').then((m) => m.fleetProvider),
});
